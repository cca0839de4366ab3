import { describe, expect, it } from 'vitest';
import { patchOf, readChatEdit } from './chat-edit';

describe('edits from the test chat', () => {
  it('R-WSH-11 takes the banner image and the handoff title and subtitle, nothing else', () => {
    expect(
      readChatEdit({ type: 'parley:edit', field: 'bannerImageUrl', value: 'https://x.test/a.png' }),
    ).toEqual({ field: 'bannerImageUrl', value: 'https://x.test/a.png' });
    expect(readChatEdit({ type: 'parley:edit', field: 'UIhandoffTitle', value: '  Our team ' })).toEqual({
      field: 'UIhandoffTitle',
      value: 'Our team',
    });
    expect(patchOf({ field: 'UIhandoffSubtitle', value: 'Back soon' })).toEqual({
      UIhandoffSubtitle: 'Back soon',
    });
    expect(readChatEdit({ type: 'parley:edit', field: 'systemPrompt', value: 'x' })).toBeNull();
    expect(
      readChatEdit({ type: 'parley:edit', field: 'bannerImageUrl', value: 'javascript:alert(1)' }),
    ).toBeNull();
    expect(readChatEdit({ type: 'parley:edit', field: 'UIhandoffTitle', value: '   ' })).toBeNull();
    expect(readChatEdit({ type: 'parley:debug' })).toBeNull();
  });
});
