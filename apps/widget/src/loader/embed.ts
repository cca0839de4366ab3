// The embed script: <script src="https://SERVER/embed.js" data-agent-id="…" [data-region] [data-layout]>.
// Built as one small IIFE with no dependencies; the chat itself runs in an iframe on the server origin.
import { readEmbedOptions } from './embed-options';
import { findOwnScript } from './find-script';
import { type ParleyApi, startWidget } from './start-widget';

type ParleyWindow = Window & { Parley?: ParleyApi };

const script = findOwnScript();
const options = script ? readEmbedOptions(script.src, script.dataset) : null;
const win = window as ParleyWindow;

if (!options) {
  console.error('[Parley] embed.js needs an http(s) src and a data-agent-id attribute.');
} else if (win.Parley) {
  console.warn('[Parley] embed.js was included twice; the second copy does nothing.');
} else if (document.body) {
  win.Parley = startWidget(options);
} else {
  // Loaded from <head> without defer: accept calls now, run them once the body exists.
  const opts = options;
  const ready = new Promise<ParleyApi>((resolve) => {
    document.addEventListener('DOMContentLoaded', () => resolve((win.Parley = startWidget(opts))), { once: true });
  });
  win.Parley = {
    open: () => void ready.then((api) => api.open()),
    close: () => void ready.then((api) => api.close()),
    toggle: () => void ready.then((api) => api.toggle()),
    identify: (user) => void ready.then((api) => api.identify(user)),
    send: (text) => void ready.then((api) => api.send(text)),
    on(event, handler) {
      const off = ready.then((api) => api.on(event, handler));
      return () => void off.then((remove) => remove());
    },
  };
}
