// The postMessage protocol between the loader (host page) and the chat frame (server origin).

export type VisitorIdentity = { name?: string; email?: string };

/** Events a host page can subscribe to with window.Parley.on(event, handler). */
export type ParleyEvent = 'open' | 'close' | 'message' | 'chat_restart';

/** Loader → frame, posted to the server origin only. */
export type LoaderCommand =
  | { type: 'parley:open'; focus: boolean }
  | { type: 'parley:close' }
  | { type: 'parley:identify'; user: VisitorIdentity }
  | { type: 'parley:send'; text: string };

/** Frame → loader, posted to the host page's origin only. */
export type FrameMessage =
  | { type: 'parley:ready' }
  | { type: 'parley:close-request' }
  | { type: 'parley:event'; event: Extract<ParleyEvent, 'message' | 'chat_restart'>; data?: unknown };

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
