// An action that leaves no human turn (a launch, a button request) answered by a responder that keeps its own
// dialogue state (the external-flow platform): its turn is shown, and nothing is stored.
import type { TTurn } from '@parley/contract/chat';
import { addEvent, buildBotTurn, emptyReply } from '../domain/collect-reply';
import type { Responder, ResponderEvent, ResponderInput } from '../domain/responder';

export interface UnstoredReply {
  turns: TTurn[];
  appError: string | null;
  debug: Record<string, unknown>;
}

export async function replyWithoutStoring(
  responder: Responder,
  input: ResponderInput,
  onEvent?: (event: ResponderEvent) => void,
): Promise<UnstoredReply> {
  const reply = emptyReply();
  for await (const event of responder(input)) {
    addEvent(reply, event);
    onEvent?.(event);
  }
  const turn = buildBotTurn(reply, { showSources: false, ts: Date.now(), cancelled: input.signal?.aborted });
  return {
    turns: turn ? [turn] : [],
    appError: reply.appError ?? null,
    debug: { ...reply.debugFields, entries: reply.debug },
  };
}
