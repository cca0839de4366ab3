import { TOOL_MESSAGES } from '@parley/messages/tools';
import { describe, expect, it } from 'vitest';
import { emptyDraft, emptyField, toToolInput, validateDraft } from './tool-draft';

describe('tool form draft', () => {
  it('R-TOOL-2 gives inline messages for a missing name, description and an invalid URL', () => {
    expect(validateDraft({ ...emptyDraft(), serverUrl: 'example' })).toEqual({
      name: TOOL_MESSAGES.nameRequired,
      description: TOOL_MESSAGES.descriptionRequired,
      serverUrl: 'Server URL must be a valid URL',
    });
  });

  it('R-TOOL-3 points at the field row with the problem and sends fields without their row ids', () => {
    const draft = {
      ...emptyDraft(),
      name: 'lookup',
      description: 'Looks up',
      serverUrl: 'https://x.example/hook',
      fields: [
        { ...emptyField(), key: 'id', type: 'number' as const },
        { ...emptyField(), key: '' },
      ],
    };
    expect(validateDraft(draft)).toEqual({ 'fields.1.key': TOOL_MESSAGES.fieldKeyRequired });
    expect(toToolInput({ ...draft, fields: draft.fields.slice(0, 1) })).toEqual({
      name: 'lookup',
      description: 'Looks up',
      serverUrl: 'https://x.example/hook',
      fields: [
        {
          in: 'body',
          key: 'id',
          value: '',
          defaultValue: '',
          type: 'number',
          description: '',
          required: false,
        },
      ],
    });
    expect(toToolInput({ ...draft, fields: [], secret: 'k' }).serverUrlSecret).toBe('k');
  });
});
