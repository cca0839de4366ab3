// Wires the shell, the frame and window.Parley: open/close state, commands to the frame, events back.
import { cleanIdentity } from '../shared/identity';
import {
  type FrameMessage,
  httpOrigin,
  isTrustedMessage,
  type LoaderCommand,
  type ParleyEvent,
  type VisitorIdentity,
} from '../shared/protocol';
import { browserStorage, loadOrCreateVisitorId } from '../shared/visitor-id';
import { openStateStore, watchUrl } from './browser-sync';
import { type EmbedOptions, frameUrl, widgetConfigUrl } from './embed-options';
import { createEventHub, type Handler } from './event-hub';
import { mountShell, type ShellLabels } from './widget-shell';

export interface ParleyApi {
  open(): void;
  close(): void;
  toggle(): void;
  identify(user: VisitorIdentity): void;
  send(text: string): void;
  /** Returns a function that removes the handler. */
  on(event: ParleyEvent, handler: Handler): () => void;
}

/** What the loader reads of GET …/widget-config. */
interface WidgetConfigForLoader {
  autoStartWidget?: boolean;
  disabled?: boolean;
  theme?: string;
  syncBrowser?: boolean;
  listenForUrlChanges?: boolean;
  labels?: ShellLabels;
}

/** R-WSH-12: the input takes focus on open only on desktop-sized viewports. */
const AUTOFOCUS_MIN_WIDTH = 900;

export function startWidget(options: EmbedOptions): ParleyApi {
  const shell = mountShell(options.layout);
  const hub = createEventHub<ParleyEvent>();
  let isOpen = false;
  let touched = false; // the visitor or the host page already opened or closed the chat
  let frameReady = false;
  let identity: VisitorIdentity = {};
  let pendingFocus = false;
  const pendingSends: string[] = [];
  /** listenForUrlChanges: the page address the frame hears about (null while the agent does not want it). */
  let pageUrl: string | null = null;
  /** syncBrowser: set once the config asks for it. */
  let synced: ReturnType<typeof openStateStore> | null = null;

  const post = (command: LoaderCommand) => {
    // Targeted at the server origin: if the frame ever navigated elsewhere the browser drops it.
    shell.frame()?.contentWindow?.postMessage(command, options.serverOrigin);
  };

  const postOpen = (focus: boolean) => {
    // A cross-origin frame may not pull focus into itself; focusing the iframe element from here lets it.
    if (focus) shell.frame()?.focus();
    post({ type: 'parley:open', focus });
  };

  const ensureFrame = () =>
    shell.frame() ??
    shell.createFrame(
      frameUrl(options, httpOrigin(location.href), loadOrCreateVisitorId(options.agentId, browserStorage())),
    );

  const setOpen = (open: boolean, focus = false) => {
    if (open === isOpen) return;
    isOpen = open;
    if (open) ensureFrame();
    shell.render(open);
    if (!open && shell.frameHasFocus()) shell.launcher.focus();
    if (!frameReady) pendingFocus = open && focus;
    else if (open) postOpen(focus);
    else post({ type: 'parley:close' });
    synced?.write(open);
    hub.emit(open ? 'open' : 'close');
  };

  const userOpen = (open: boolean) => {
    touched = true;
    setOpen(open, open && window.innerWidth >= AUTOFOCUS_MIN_WIDTH);
  };

  const onFrameReady = () => {
    frameReady = true;
    // Replayed on every ready: a reloaded frame gets the current state back.
    if (identity.name || identity.email) post({ type: 'parley:identify', user: identity });
    if (pageUrl) post({ type: 'parley:url', url: pageUrl });
    if (isOpen) postOpen(pendingFocus);
    pendingFocus = false;
    for (const text of pendingSends.splice(0)) post({ type: 'parley:send', text });
  };

  window.addEventListener('message', (event) => {
    const frame = shell.frame();
    if (!frame || !isTrustedMessage(event, options.serverOrigin, frame.contentWindow)) return;
    const message = event.data as FrameMessage;
    if (message.type === 'parley:ready') onFrameReady();
    else if (message.type === 'parley:close-request') {
      userOpen(false);
      shell.launcher.focus();
    } else if (message.type === 'parley:event') hub.emit(message.event, message.data);
  });

  shell.launcher.addEventListener('click', () => userOpen(!isOpen));
  shell.backdrop.addEventListener('click', () => userOpen(false));
  shell.launcher.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen) userOpen(false);
  });

  // autoStartWidget, the theme and the labels live in the public widget config; the frame does not exist yet.
  fetch(widgetConfigUrl(options, navigator.language), { credentials: 'omit' })
    .then((response) => (response.ok ? response.json() : null))
    .then((config: WidgetConfigForLoader | null) => {
      if (!config) return;
      shell.setLightTheme(config.theme === 'blue-light');
      if (config.labels) shell.setLabels(config.labels);
      if (config.listenForUrlChanges) {
        watchUrl((url) => {
          pageUrl = url;
          if (frameReady) post({ type: 'parley:url', url });
        });
      }
      if (config.disabled) return;
      if (config.syncBrowser)
        synced = openStateStore(options.agentId, browserStorage(), (open) => setOpen(open));
      // syncBrowser: open again where the visitor left it open.
      if ((config.autoStartWidget || synced?.read()) && !touched) setOpen(true);
    })
    .catch(() => {});

  return {
    open: () => userOpen(true),
    close: () => userOpen(false),
    toggle: () => userOpen(!isOpen),
    identify(user) {
      identity = { ...identity, ...cleanIdentity(user) };
      if (frameReady) post({ type: 'parley:identify', user: identity });
    },
    send(text) {
      if (typeof text !== 'string' || !text.trim()) return;
      ensureFrame();
      if (frameReady) post({ type: 'parley:send', text });
      else pendingSends.push(text);
    },
    on: (event, handler) => hub.on(event, handler),
  };
}
