// The widget's DOM on the host page: a shadow root holding the launcher and, once opened, the chat iframe.
import type { Layout } from './embed-options';
import { CHAT_ICON, CLOSE_ICON, createIcon } from './icons';
import SHELL_CSS from './shell.css?inline';

const FRAME_ID = 'parley-frame';

/** The launcher's and frame's names, in the agent's language once the config says (English before). */
export interface ShellLabels {
  openChat: string;
  closeChat: string;
  frameTitle: string;
}

export interface WidgetShell {
  launcher: HTMLButtonElement;
  backdrop: HTMLDivElement;
  /** The chat iframe, created on first use. */
  frame(): HTMLIFrameElement | null;
  createFrame(src: string): HTMLIFrameElement;
  render(open: boolean): void;
  setLightTheme(light: boolean): void;
  setLabels(labels: ShellLabels): void;
  /** True when keyboard focus is inside the chat iframe. */
  frameHasFocus(): boolean;
}

export function mountShell(layout: Layout): WidgetShell {
  // A custom tag name: host rules written for div, button or iframe do not match it.
  const host = document.createElement('parley-widget');
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = SHELL_CSS;
  const root = document.createElement('div');
  const backdrop = document.createElement('div');
  backdrop.className = 'backdrop';
  const launcher = document.createElement('button');
  launcher.type = 'button';
  launcher.className = 'launcher';
  launcher.setAttribute('aria-controls', FRAME_ID);
  root.append(backdrop, launcher);
  shadow.append(style, root);
  // Loaded from <head> without defer there is no body yet: the root element holds us just as well.
  (document.body ?? document.documentElement).append(host);

  let frame: HTMLIFrameElement | null = null;
  let labels: ShellLabels = { openChat: 'Open chat', closeChat: 'Close chat', frameTitle: 'Chat' };
  let light = false;
  let open = false;

  const render = (isOpen: boolean) => {
    open = isOpen;
    root.className = `root ${layout}${open ? ' open' : ''}${light ? ' light' : ''}`;
    launcher.setAttribute('aria-label', open ? labels.closeChat : labels.openChat);
    launcher.setAttribute('aria-expanded', `${open}`);
    launcher.replaceChildren(createIcon(open ? CLOSE_ICON : CHAT_ICON));
  };
  render(false);

  return {
    launcher,
    backdrop,
    frame: () => frame,
    createFrame(src) {
      frame = document.createElement('iframe');
      frame.id = FRAME_ID;
      frame.className = 'frame';
      frame.title = labels.frameTitle;
      frame.src = src;
      // After the launcher: Tab goes from the launcher into the open chat.
      root.append(frame);
      return frame;
    },
    render,
    setLightTheme(value) {
      light = value;
      render(open);
    },
    setLabels(value) {
      labels = value;
      if (frame) frame.title = value.frameTitle;
      render(open);
    },
    frameHasFocus: () => !!frame && shadow.activeElement === frame,
  };
}
