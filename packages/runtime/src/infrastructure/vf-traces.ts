// The external-flow (vf) dialogue API's shapes: the action Parley sends and the traces it answers with,
// mapped to Parley messages. Protocol: Voiceflow Dialog Manager API, POST /state/user/{userID}/interact
// (https://docs.voiceflow.com/api-reference/conversation/interact-non-stream) and its trace types
// (https://docs.voiceflow.com/trace-types).
import type { TAction, TMessage } from '@parley/contract/chat';
import { textMessage } from '@parley/contract/message-text';
import type { ResponderEvent } from '../domain/responder';

export interface VfTrace {
  type: string;
  payload?: unknown;
}

export interface VfInteractBody {
  action: { type: string; payload?: unknown };
  config: { tts: false; stripSSML: true };
}

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The request body for one visitor action: launch, text and intent as they are; button requests pass through. */
export function buildVfInteractBody(action: TAction): VfInteractBody {
  const sent =
    action.type === 'launch' || action.payload === undefined
      ? { type: action.type }
      : { type: action.type, payload: action.payload };
  return { action: sent, config: { tts: false, stripSSML: true } };
}

/** Choice buttons in the chat button shape (R-WIX-1): name, request {type, payload}. */
function mapButtons(payload: unknown): Array<{ name: string; request: { type: string; payload?: unknown } }> {
  const buttons = record(payload).buttons;
  if (!Array.isArray(buttons)) return [];
  return buttons.flatMap((b) => {
    const { name, request } = record(b);
    const { type, payload: requestPayload } = record(request);
    if (typeof name !== 'string' || typeof type !== 'string') return [];
    return [{ name, request: requestPayload === undefined ? { type } : { type, payload: requestPayload } }];
  });
}

/** One trace as responder events: messages for what the visitor sees, a debug entry for debug traces. */
export function mapVfTrace(trace: VfTrace): ResponderEvent[] {
  const payload = record(trace.payload);
  const message = (m: TMessage): ResponderEvent[] => [{ type: 'message', message: m }];
  switch (trace.type) {
    case 'text':
    case 'speak':
      return typeof payload.message === 'string' && payload.message.trim() !== ''
        ? message(textMessage(payload.message))
        : [];
    case 'choice':
      return message({ type: 'choice', payload: { buttons: mapButtons(trace.payload) } });
    case 'visual':
      return typeof payload.image === 'string'
        ? message({ type: 'visual', payload: { image: payload.image } })
        : [];
    case 'end':
      return message({ type: 'end' });
    case 'debug':
      return [{ type: 'debug', entry: { vfTrace: 'debug', payload: trace.payload ?? null } }];
    default:
      return message({ type: trace.type, payload: trace.payload });
  }
}

/** The traces of a response body (an array), skipping anything that is not a trace. */
export function readVfTraces(body: unknown): VfTrace[] {
  if (!Array.isArray(body)) throw new Error('The dialogue API did not answer with a list of traces.');
  return body.filter(
    (t): t is VfTrace => typeof t === 'object' && t !== null && typeof (t as VfTrace).type === 'string',
  );
}
