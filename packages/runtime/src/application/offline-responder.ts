// The built-in responder (no OPENAI_BASE_URL): retrieval from the knowledge base, honest that it is not a model.
import { composeOfflineAnswer, questionOf } from '../domain/builtin-responder';
import { mapPassagesToSources } from '../domain/passage-sources';
import type { Retriever } from '../domain/ports';
import type { Responder, ResponderEvent } from '../domain/responder';

export const OFFLINE_PASSAGE_LIMIT = 3;

export function createOfflineResponder(retrieve: Retriever): Responder {
  return async function* offlineResponder(input): AsyncIterable<ResponderEvent> {
    const question = questionOf(input.action);
    if (question === null) return;
    // On a flow, the node's message is the answer; retrieval only fills nodes that have none.
    if (input.flow?.message) return;
    const passages = await retrieve({
      region: input.region,
      agentId: input.agentId,
      query: question,
      limit: OFFLINE_PASSAGE_LIMIT,
    });
    yield { type: 'debug', entry: { responder: 'built-in', passages: passages.length } };
    if (passages.length > 0) yield { type: 'sources', sources: mapPassagesToSources(passages) };
    yield { type: 'text', delta: composeOfflineAnswer(passages) };
  };
}
