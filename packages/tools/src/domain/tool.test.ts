import { TOOL_MESSAGES } from '@parley/messages/tools';
import { describe, expect, it } from 'vitest';
import { ZToolField, ZToolInput } from './tool';

const valid = {
  name: 'get_weather',
  description: 'Weather for a city',
  serverUrl: 'https://tools.example.com/weather',
};
const messagesOf = (input: unknown) => {
  const r = ZToolInput.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('tool validation', () => {
  it('R-TOOL-2 name and description are required', () => {
    expect(messagesOf({ ...valid, name: '  ' })).toEqual([
      TOOL_MESSAGES.nameRequired,
      TOOL_MESSAGES.nameInvalid,
    ]);
    expect(messagesOf({ ...valid, description: '' })).toEqual([TOOL_MESSAGES.descriptionRequired]);
    expect(messagesOf({ serverUrl: valid.serverUrl }).length).toBe(2);
  });

  it('R-TOOL-2 serverUrl must be a valid http(s) URL', () => {
    for (const serverUrl of ['not a url', 'ftp://example.com/x', 'javascript:alert(1)', ''])
      expect(messagesOf({ ...valid, serverUrl })).toEqual(['Server URL must be a valid URL']);
    expect(messagesOf({ ...valid, serverUrl: 'http://127.0.0.1:8080/hook?x=1' })).toEqual([]);
  });

  it('names must be model-safe identifiers', () => {
    expect(messagesOf({ ...valid, name: 'get weather' })).toEqual([TOOL_MESSAGES.nameInvalid]);
    expect(messagesOf({ ...valid, name: 'a'.repeat(65) })).toEqual([TOOL_MESSAGES.nameInvalid]);
    expect(messagesOf({ ...valid, name: 'Lookup-Order_2' })).toEqual([]);
  });

  it('R-TOOL-3 a field has in, key, value, defaultValue, type, description, required', () => {
    expect(ZToolField.parse({ in: 'query', key: 'city' })).toEqual({
      in: 'query',
      key: 'city',
      value: '',
      defaultValue: '',
      type: 'string',
      description: '',
      required: false,
    });
    expect(ZToolField.safeParse({ in: 'path', key: 'x' }).success).toBe(false);
    expect(ZToolField.safeParse({ in: 'body', key: 'x', type: 'array' }).success).toBe(false);
    expect(messagesOf({ ...valid, fields: [{ in: 'body', key: '' }] })).toEqual([
      TOOL_MESSAGES.fieldKeyRequired,
    ]);
  });

  it('refuses the same field key twice', () => {
    const fields = [
      { in: 'query', key: 'id' },
      { in: 'body', key: 'id' },
    ];
    expect(messagesOf({ ...valid, fields })).toEqual([TOOL_MESSAGES.duplicateFieldKey('id')]);
  });
});
