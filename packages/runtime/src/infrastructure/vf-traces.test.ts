import { describe, expect, it } from 'vitest';
import { buildVfInteractBody, mapVfTrace, readVfTraces } from './vf-traces';

describe('external-flow traces', () => {
  it('sends launch, text and intent actions with tts off and SSML stripped', () => {
    const config = { tts: false, stripSSML: true };
    expect(buildVfInteractBody({ type: 'launch' })).toEqual({ action: { type: 'launch' }, config });
    expect(buildVfInteractBody({ type: 'text', payload: 'Opening hours?' })).toEqual({
      action: { type: 'text', payload: 'Opening hours?' },
      config,
    });
    const intent = { intent: { name: 'handoff_exit' }, query: '' };
    expect(buildVfInteractBody({ type: 'intent', payload: intent })).toEqual({
      action: { type: 'intent', payload: intent },
      config,
    });
    expect(buildVfInteractBody({ type: 'path-7f2a' })).toEqual({ action: { type: 'path-7f2a' }, config });
  });

  it('maps text and speak traces to text messages carrying payload.message', () => {
    expect(
      mapVfTrace({ type: 'text', payload: { message: 'Hello there!', delay: 1000, slate: {} } }),
    ).toEqual([{ type: 'message', message: { type: 'text', payload: { message: 'Hello there!' } } }]);
    expect(mapVfTrace({ type: 'speak', payload: { message: 'We open at 9.', type: 'message' } })).toEqual([
      { type: 'message', message: { type: 'text', payload: { message: 'We open at 9.' } } },
    ]);
    expect(mapVfTrace({ type: 'text', payload: { message: '  ' } })).toEqual([]);
  });

  it('R-WIX-1 maps a choice trace to chat buttons {name, request {type, payload}}', () => {
    const trace = {
      type: 'choice',
      payload: {
        buttons: [
          { name: 'Track my order', request: { type: 'path-abc', payload: { label: 'Track my order' } } },
          { name: 'Talk to a human', request: { type: 'intent', payload: { intent: { name: 'human' } } } },
          { name: 'Broken' },
        ],
      },
    };
    expect(mapVfTrace(trace)).toEqual([
      {
        type: 'message',
        message: {
          type: 'choice',
          payload: {
            buttons: [
              { name: 'Track my order', request: { type: 'path-abc', payload: { label: 'Track my order' } } },
              {
                name: 'Talk to a human',
                request: { type: 'intent', payload: { intent: { name: 'human' } } },
              },
            ],
          },
        },
      },
    ]);
  });

  it('maps visual, end, debug and other traces', () => {
    expect(
      mapVfTrace({
        type: 'visual',
        payload: { image: 'https://cdn.example.com/map.png', visualType: 'image' },
      }),
    ).toEqual([
      { type: 'message', message: { type: 'visual', payload: { image: 'https://cdn.example.com/map.png' } } },
    ]);
    expect(mapVfTrace({ type: 'end' })).toEqual([{ type: 'message', message: { type: 'end' } }]);
    expect(mapVfTrace({ type: 'debug', payload: { message: 'matched intent: order' } })).toEqual([
      { type: 'debug', entry: { vfTrace: 'debug', payload: { message: 'matched intent: order' } } },
    ]);
    expect(mapVfTrace({ type: 'cardV2', payload: { title: 'Shoes' } })).toEqual([
      { type: 'message', message: { type: 'cardV2', payload: { title: 'Shoes' } } },
    ]);
  });

  it('reads a trace list and refuses anything else', () => {
    expect(readVfTraces([{ type: 'end' }, { nope: 1 }, 'x'])).toEqual([{ type: 'end' }]);
    expect(() => readVfTraces({ traces: [] })).toThrow('did not answer with a list of traces');
  });
});
