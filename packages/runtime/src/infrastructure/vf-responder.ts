// The external-flow platform ('vf', R-AGD-1): each visitor action goes to the agent's Voiceflow project through the
// Dialog Manager API (https://docs.voiceflow.com/api-reference/conversation/interact-non-stream), keyed by the
// agent's VF_DIALOGUE_API_KEY (R-AGD-15); the dialogue state lives there, under the Parley visitor id.
// Never throws for the API's failures: they become an 'outcome' with the spec's messages (R-IAPI-4, R-IAPI-5).
import { AppError } from '@parley/kernel/errors';
import type { Responder, ResponderEvent, ResponderInput } from '../domain/responder';
import { describeVfFailure, type VfFailure } from './vf-failure';
import { buildVfInteractBody, mapVfTrace, readVfTraces } from './vf-traces';

export interface VfConfig {
  /** VF_API_BASE_URL, e.g. https://general-runtime.voiceflow.com */
  baseURL: string;
  timeoutMs: number;
}

export const VF_DEFAULT_VERSION = 'production';

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

function* emitFailure(failure: VfFailure, input: ResponderInput, detail?: string): Iterable<ResponderEvent> {
  const reply = describeVfFailure(failure, input.isTest === true);
  for (const message of reply.messages) yield { type: 'message', message };
  yield {
    type: 'outcome',
    appError: reply.appError,
    debug: {
      vfResponse: { status: { code: reply.code } },
      ...(input.isTest && detail ? { error: detail } : {}),
    },
  };
}

export function createVfResponder(config: VfConfig): Responder {
  const base = config.baseURL.replace(/\/+$/, '');
  return async function* vfResponder(input): AsyncIterable<ResponderEvent> {
    if (!input.userId) throw new AppError('INTERNAL', 'The external-flow responder needs the visitor id.');
    const apiKey = text(input.agent.VF_DIALOGUE_API_KEY);
    if (!apiKey) {
      yield* emitFailure({ kind: 'missing-key' }, input);
      return;
    }
    const timeout = AbortSignal.timeout(config.timeoutMs);
    const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
    let status = 0;
    let body: unknown;
    try {
      const res = await fetch(`${base}/state/user/${encodeURIComponent(input.userId)}/interact`, {
        method: 'POST',
        headers: {
          authorization: apiKey,
          versionID: text(input.agent.VF_VERSION_ID) ?? VF_DEFAULT_VERSION,
          'content-type': 'application/json',
        },
        body: JSON.stringify(buildVfInteractBody(input.action)),
        redirect: 'error',
        signal,
      });
      status = res.status;
      if (!res.ok) {
        await res.body?.cancel();
        yield* emitFailure({ kind: 'status', code: status }, input, `HTTP ${status}`);
        return;
      }
      body = await res.json();
    } catch (error) {
      if (input.signal?.aborted) return;
      const detail = error instanceof Error ? error.message : String(error);
      const failure: VfFailure = timeout.aborted
        ? { kind: 'timeout' }
        : status === 0
          ? { kind: 'unreachable', detail }
          : { kind: 'bad-body', code: 502, detail };
      yield* emitFailure(failure, input, timeout.aborted ? `No answer in ${config.timeoutMs} ms` : detail);
      return;
    }
    let traces: ReturnType<typeof readVfTraces>;
    try {
      traces = readVfTraces(body);
    } catch (error) {
      yield* emitFailure({ kind: 'bad-body', code: 502, detail: String(error) }, input, String(error));
      return;
    }
    yield { type: 'outcome', debug: { vfResponse: { status: { code: status } } } };
    for (const trace of traces) yield* mapVfTrace(trace);
  };
}
