import { describe, expect, it } from 'vitest';
import { type TToolField, ZToolField } from './tool';
import { buildToolRequest } from './tool-request';
import { toolSpecOf } from './tool-spec';

const f = (field: Partial<TToolField> & Pick<TToolField, 'in' | 'key'>) => ZToolField.parse(field);
const tool = {
  id: 'tool1',
  name: 'book_table',
  description: 'Books a table',
  serverUrl: 'https://api.example.com/book?src=parley',
  serverUrlSecret: 's3cret',
  fields: [
    f({ in: 'query', key: 'restaurant', value: 'r-42' }),
    f({ in: 'query', key: 'guests', type: 'number', required: true, description: 'How many people' }),
    f({ in: 'body', key: 'vip', type: 'boolean', defaultValue: 'false' }),
    f({ in: 'body', key: 'extra', type: 'object' }),
    f({ in: 'header', key: 'X-Locale', defaultValue: 'en' }),
    f({ in: 'body', key: 'note' }),
  ],
};

describe('tool spec and request', () => {
  it('R-TOOL-3 exposes only fields without a fixed value to the model, with type, description and default', () => {
    expect(toolSpecOf(tool)).toEqual({
      id: 'tool1',
      name: 'book_table',
      description: 'Books a table',
      parameters: {
        type: 'object',
        properties: {
          guests: { type: 'number', description: 'How many people' },
          vip: { type: 'boolean', default: false },
          extra: { type: 'object' },
          'X-Locale': { type: 'string', default: 'en' },
          note: { type: 'string' },
        },
        required: ['guests'],
      },
    });
  });

  it('R-TOOL-3 R-TOOL-6 places fields by `in`, coerces types, applies defaults and the bearer secret', () => {
    const built = buildToolRequest(tool, { guests: '4', extra: '{"chair":"high"}', restaurant: 'ignored' });
    expect(built).toEqual({
      ok: true,
      request: {
        method: 'POST',
        url: 'https://api.example.com/book?src=parley&restaurant=r-42&guests=4',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-locale': 'en',
          authorization: 'Bearer s3cret',
        },
        body: { vip: false, extra: { chair: 'high' } },
      },
    });
  });

  it('reports a missing required or mistyped argument instead of sending', () => {
    expect(buildToolRequest(tool, {})).toEqual({
      ok: false,
      error: 'Tool book_table: missing required parameter "guests"',
    });
    expect(buildToolRequest(tool, { guests: 'many' })).toEqual({
      ok: false,
      error: 'Tool book_table: parameter "guests": expected a number, got "many"',
    });
    expect(buildToolRequest(tool, { guests: 2, vip: 'maybe' })).toMatchObject({ ok: false });
  });

  it('sends no authorization header without a secret', () => {
    const built = buildToolRequest({ ...tool, serverUrlSecret: null }, { guests: 2, vip: 'yes', note: 7 });
    expect(built.ok && built.request.headers.authorization).toBe(undefined);
    expect(built.ok && built.request.body).toEqual({ vip: true, note: '7' });
  });
});
