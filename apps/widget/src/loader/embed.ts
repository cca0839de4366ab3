// The embed script: <script src="https://SERVER/embed.js" data-agent-id="…" [data-region] [data-layout]>.
// Built as one small IIFE with no dependencies; the chat itself runs in an iframe on the server origin.
import { readEmbedOptions } from './embed-options';
import { findOwnScript } from './find-script';
import { type ParleyApi, startWidget } from './start-widget';

type ParleyWindow = Window & { Parley?: ParleyApi };

const script = findOwnScript();
const options = script ? readEmbedOptions(script.src, script.dataset) : null;
const win = window as ParleyWindow;

if (!options) console.error('[Parley] data-agent-id missing');
// Included twice: the first copy runs the widget, the second does nothing.
else if (!win.Parley) win.Parley = startWidget(options);
