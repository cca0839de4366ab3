import { describe, expect, it } from 'vitest';
import {
  canSubmitForm,
  EMAIL_PATTERN,
  type FormField,
  fieldError,
  labelKind,
  PHONE_PATTERN,
  submission,
} from './form-rules';

const field = (over: Partial<FormField>): FormField => ({
  id: 'f',
  type: 'SHORT_ANSWER',
  label: 'Q',
  required: false,
  ...over,
});

describe('form rules', () => {
  it('R-WFM-4 R-WFM-5 reads the input kind from the label', () => {
    expect(labelKind('Work e-mail:email')).toEqual({ kind: 'email', label: 'Work e-mail' });
    expect(labelKind('Phone:tel')).toEqual({ kind: 'tel', label: 'Phone' });
    expect(labelKind('CV:file')).toEqual({ kind: 'file', label: 'CV' });
    expect(labelKind('Time: 10:30')).toEqual({ kind: 'text', label: 'Time: 10:30' });
  });

  it('R-WFM-6 R-WFM-7 check e-mail and phone patterns', () => {
    expect(EMAIL_PATTERN.test('ada@example.com')).toBe(true);
    expect(EMAIL_PATTERN.test('ada@example')).toBe(false);
    for (const ok of ['555-123-4567', '+(555) 123 4567', '5551234567', '555.123.456789'])
      expect(PHONE_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['12-34', '555-123-45', 'phone', '555-123-4567890'])
      expect(PHONE_PATTERN.test(bad), bad).toBe(false);
  });

  it('R-WFM-8 R-WFM-9 require answers, and enough grid lines', () => {
    expect(fieldError(field({ required: true }), '  ')).toBe('required');
    expect(fieldError(field({ label: 'Mail:email' }), 'nope')).toBe('email');
    expect(fieldError(field({ label: 'Tel:tel', required: true }), '123')).toBe('phone');
    expect(fieldError(field({ required: false }), undefined)).toBeNull();
    const grid = field({
      type: 'RADIO_GRID',
      required: true,
      rows: ['Food', 'Service'],
      options: ['Good', 'Bad'],
    });
    expect(fieldError(grid, { Food: 'Good' })).toBe('required');
    expect(fieldError(grid, { Food: 'Good', Service: 'Bad' })).toBeNull();
    expect(fieldError({ ...grid, lines: 1 }, { Food: 'Good' })).toBeNull();
    expect(canSubmitForm([grid, field({ id: 'g' })], { f: { Food: 'Good', Service: 'Bad' } })).toBe(true);
    expect(canSubmitForm([field({ required: true, type: 'CHECKBOX' })], { f: [] })).toBe(false);
  });

  it('R-WFM-10 drops empty answers from the submission', () => {
    expect(submission({ a: [], b: 'x', c: ' ', d: ['y'], e: {} })).toEqual({ b: 'x', d: ['y'] });
  });
});
