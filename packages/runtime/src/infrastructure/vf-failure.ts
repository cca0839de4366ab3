// What the visitor (or the owner testing) is told when the external-flow dialogue API cannot answer (R-IAPI-4, R-IAPI-5, R-WA-11).
import type { TMessage } from '@parley/contract/chat';
import { textMessage } from '@parley/contract/message-text';
import { CHAT_MESSAGES } from '@parley/messages/chat';

export type VfFailure =
  | { kind: 'missing-key' }
  | { kind: 'status'; code: number }
  | { kind: 'timeout' }
  | { kind: 'unreachable'; detail: string }
  | { kind: 'bad-body'; code: number; detail: string };

export interface VfFailureReply {
  appError: string;
  /** The canned help conversation, shown in test mode after a 400. */
  messages: TMessage[];
  /** debug.vfResponse.status.code (R-IAPI-1): the API's status, else what a gateway would answer. */
  code: number;
}

/** No request was made without a key (401); a timeout is 504 and an unreachable or garbled API 502, as a gateway says. */
function codeOf(failure: VfFailure): number {
  if (failure.kind === 'missing-key') return 401;
  if (failure.kind === 'timeout') return 504;
  if (failure.kind === 'unreachable') return 502;
  return failure.code;
}

export function describeVfFailure(failure: VfFailure, isTest: boolean): VfFailureReply {
  const code = codeOf(failure);
  if (!isTest) return { appError: CHAT_MESSAGES.errorLive, messages: [], code };
  if (failure.kind === 'missing-key') return { appError: CHAT_MESSAGES.vfMissingKey, messages: [], code };
  if (failure.kind === 'status' && failure.code === 400) {
    return {
      appError: CHAT_MESSAGES.vfRequestError,
      messages: [textMessage(CHAT_MESSAGES.vfCheckKey, 0), textMessage(CHAT_MESSAGES.vfHowTo)],
      code,
    };
  }
  return { appError: CHAT_MESSAGES.vfCheckKey, messages: [], code };
}
