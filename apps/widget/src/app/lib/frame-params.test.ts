import { describe, expect, it } from 'vitest';
import { readFrameParams } from './frame-params';

describe('readFrameParams', () => {
  it('reads agent, region and parent origin', () => {
    expect(
      readFrameParams(
        '?agentId=abc&region=eu&parentOrigin=https%3A%2F%2Fshop.example&userId=abc-AAAABBBBCCCC',
      ),
    ).toEqual({
      agentId: 'abc',
      region: 'eu',
      parentOrigin: 'https://shop.example',
      userId: 'abc-AAAABBBBCCCC',
      test: false,
      preview: false,
    });
  });

  it('drops an unknown region and a parent origin that is not http(s)', () => {
    expect(readFrameParams('?agentId=abc&region=mars&parentOrigin=null')).toEqual({
      agentId: 'abc',
      region: null,
      parentOrigin: null,
      userId: null,
      test: false,
      preview: false,
    });
  });

  it('reads the dashboard flags test=1 and preview=1, and nothing else as true', () => {
    expect(readFrameParams('?agentId=abc&region=eu&test=1&preview=1')).toMatchObject({
      test: true,
      preview: true,
    });
    expect(readFrameParams('?agentId=abc&test=true&preview=yes')).toMatchObject({
      test: false,
      preview: false,
    });
    expect(readFrameParams('?agentId=abc&test=0')).toMatchObject({ test: false, preview: false });
  });

  it('has no agent when the query names none', () => {
    expect(readFrameParams('').agentId).toBeNull();
    expect(readFrameParams('?agentId=%20').agentId).toBeNull();
  });
});
