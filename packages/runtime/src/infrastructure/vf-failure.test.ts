import { CHAT_MESSAGES } from '@parley/messages/chat';
import { describe, expect, it } from 'vitest';
import { describeVfFailure } from './vf-failure';

describe('external-flow failures', () => {
  it('R-IAPI-4 a 400 in test mode says to check the API key and opens the help conversation', () => {
    expect(describeVfFailure({ kind: 'status', code: 400 }, true)).toEqual({
      appError: 'Error in VF request, please check your API key',
      messages: [
        {
          type: 'text',
          payload: {
            message: 'Please double check your VF API key is correct, and have a published version.',
          },
          delay: 0,
        },
        { type: 'text', payload: { message: CHAT_MESSAGES.vfHowTo } },
      ],
      code: 400,
    });
  });

  it('R-IAPI-4 other failures in test mode ask to double-check the key and the published version', () => {
    const check = 'Please double check your VF API key is correct, and have a published version.';
    expect(describeVfFailure({ kind: 'status', code: 404 }, true)).toEqual({
      appError: check,
      messages: [],
      code: 404,
    });
    expect(describeVfFailure({ kind: 'timeout' }, true)).toEqual({
      appError: check,
      messages: [],
      code: 504,
    });
    expect(describeVfFailure({ kind: 'unreachable', detail: 'ECONNREFUSED' }, true)).toEqual({
      appError: check,
      messages: [],
      code: 502,
    });
  });

  it('R-IAPI-5 outside test mode every failure says to restart the chat', () => {
    for (const failure of [
      { kind: 'status', code: 400 },
      { kind: 'status', code: 500 },
      { kind: 'timeout' },
      { kind: 'missing-key' },
    ] as const) {
      expect(describeVfFailure(failure, false)).toMatchObject({
        appError: 'Error Occured, Please restart the chat.',
        messages: [],
      });
    }
  });

  it('R-WA-11 testing without the dialogue API key asks for it', () => {
    expect(describeVfFailure({ kind: 'missing-key' }, true)).toEqual({
      appError: 'Please provide your external-flow dialogue API key and try again.',
      messages: [],
      code: 401,
    });
  });
});
