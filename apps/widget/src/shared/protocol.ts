// The postMessage protocol between the loader (host page) and the chat frame (server origin).

export type VisitorIdentity = { name?: string; email?: string };

/** Events a host page can subscribe to with window.Parley.on(event, handler). */
export type ParleyEvent = 'open' | 'close' | 'message' | 'chat_restart';

/** Loader → frame, posted to the server origin only. */
export type LoaderCommand =
  | { type: 'parley:open'; focus: boolean }
  | { type: 'parley:close' }
  | { type: 'parley:identify'; user: VisitorIdentity }
  | { type: 'parley:send'; text: string }
  /** listenForUrlChanges: the host page's address changed (sent on ready too). */
  | { type: 'parley:url'; url: string };

/** Frame → loader, posted to the host page's origin only. */
export type FrameMessage =
  | { type: 'parley:ready' }
  | { type: 'parley:close-request' }
  | { type: 'parley:event'; event: Extract<ParleyEvent, 'message' | 'chat_restart'>; data?: unknown };

/*
 * Dashboard ↔ frame. The dashboard is served by the same server as the frame, so these are posted
 * to the frame's own origin only, and accepted only from the parent window at that origin: a host
 * site embedding the widget never is same-origin with the frame, so it can neither send a preview
 * nor read the debug reports.
 */

/**
 * Dashboard → frame (only with `preview=1`): unsaved widget settings to show instead of the saved
 * ones. Each message carries the whole set of overrides and replaces the previous set; the frame
 * keeps known keys only (see app/lib/preview-config.ts).
 */
export type PreviewCommand = { type: 'parley:preview'; config: Record<string, unknown> };

/** Frame → dashboard (only with `preview=1`): the frame listens now; post the current draft. */
export type PreviewReady = { type: 'parley:preview-ready' };

/**
 * Frame → dashboard (only with `test=1`): one report per interact response, for the debugger's
 * runtime log. `turns` and `debug` are the response's, as the server sent them.
 */
export type DebugReport = {
  type: 'parley:debug';
  /** Date.now() when the response arrived. */
  at: number;
  userId: string;
  /** What the visitor did: the action type ('launch', 'text', …) and the text they sent, if any. */
  request: { type: string; text?: string };
  turns: unknown[];
  debug: Record<string, unknown>;
};

/** R-WSH-11: fields the super admin (test chat) may edit in place; the dashboard saves them to the draft. */
export const EDITABLE_IN_CHAT = ['bannerImageUrl', 'UIhandoffTitle', 'UIhandoffSubtitle'] as const;
export type EditableInChat = (typeof EDITABLE_IN_CHAT)[number];

/** Frame → dashboard (test chat only): the super admin changed a field in place. */
export type EditRequest = { type: 'parley:edit'; field: EditableInChat; value: string };

export type DashboardMessage = PreviewReady | DebugReport | EditRequest;

/** What a 'message' event carries to the host page. */
export type MessageEventData = { from: 'bot'; text: string | null; message: unknown };

type Envelope = { origin: string; source: unknown; data: unknown };

/**
 * A message is ours only when it comes from the expected window AND the expected origin, and looks
 * like a protocol message. Checking the origin alone would accept any frame of that origin; checking
 * the source alone would accept a frame navigated elsewhere.
 */
export function isTrustedMessage(event: Envelope, expectedOrigin: string, expectedSource: unknown): boolean {
  if (!expectedSource || event.source !== expectedSource) return false;
  if (!expectedOrigin || expectedOrigin === 'null' || event.origin !== expectedOrigin) return false;
  const data = event.data as { type?: unknown } | null;
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof data.type === 'string' &&
    data.type.startsWith('parley:')
  );
}

/** The origin of an http(s) URL, or null for anything else (file:, data:, garbage). */
export function httpOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
