import { GOOGLE_FORM_MESSAGES as M } from '@parley/messages/google-forms';
import { describe, expect, it } from 'vitest';
import { SAMPLE_FORM_ID, SAMPLE_FORM_URL, sampleFormPage } from '../testing/sample-form';
import { EMAIL_PATTERN, encodeAnswers, inputTypeOf, PHONE_PATTERN } from './form-answers';
import { type FormDefinition, toFormDefinition } from './form-definition';
import { formPath, parseFormRef } from './form-url';
import { extractLoadData } from './load-data';

const form = toFormDefinition(extractLoadData(sampleFormPage()) ?? []) as FormDefinition;

describe('R-WFM-1 which links name a Google Form', () => {
  it('takes published and plain form links on docs.google.com, and bare published ids', () => {
    expect(parseFormRef(SAMPLE_FORM_URL)).toEqual({ kind: 'e', id: SAMPLE_FORM_ID });
    expect(parseFormRef(`https://docs.google.com/forms/d/${SAMPLE_FORM_ID}/edit`)).toEqual({
      kind: 'd',
      id: SAMPLE_FORM_ID,
    });
    expect(parseFormRef(`https://docs.google.com/forms/u/0/d/e/${SAMPLE_FORM_ID}/formResponse`)?.kind).toBe(
      'e',
    );
    expect(parseFormRef(SAMPLE_FORM_ID)).toEqual({ kind: 'e', id: SAMPLE_FORM_ID });
    expect(formPath({ kind: 'e', id: SAMPLE_FORM_ID })).toBe(`/forms/d/e/${SAMPLE_FORM_ID}`);
  });

  it('refuses every other host, scheme, port, credential or path', () => {
    for (const bad of [
      `http://docs.google.com/forms/d/e/${SAMPLE_FORM_ID}/viewform`,
      `https://docs.google.com.evil.test/forms/d/e/${SAMPLE_FORM_ID}/viewform`,
      `https://docs.google.com:8443/forms/d/e/${SAMPLE_FORM_ID}/viewform`,
      `https://user:pw@docs.google.com/forms/d/e/${SAMPLE_FORM_ID}/viewform`,
      `https://docs.google.com/document/d/${SAMPLE_FORM_ID}/edit`,
      `https://docs.google.com/forms/d/e/${SAMPLE_FORM_ID}/../../../admin`,
      'http://127.0.0.1:8080/forms/d/e/1FAIpQLSdParleyContactForm0123456789abc/viewform',
      'https://forms.gle/abc',
      'short',
      '',
    ])
      expect(parseFormRef(bad)).toBeNull();
  });

  it('takes a configured test origin', () => {
    const url = `http://127.0.0.1:8080/forms/d/e/${SAMPLE_FORM_ID}/viewform`;
    expect(parseFormRef(url, ['http://127.0.0.1:8080'])?.id).toBe(SAMPLE_FORM_ID);
  });
});

describe('R-WFM-2 R-WFM-3 the form definition of a saved form page', () => {
  it('reads the data without evaluating the page, brackets inside strings included', () => {
    expect(extractLoadData('<script>var FB_PUBLIC_LOAD_DATA_ = [null,["a ] \\" [ b"]];</script>')).toEqual([
      null,
      ['a ] " [ b'],
    ]);
    expect(extractLoadData('<html>no form here</html>')).toBeNull();
    expect(extractLoadData('var FB_PUBLIC_LOAD_DATA_ = [1, 2')).toBeNull();
  });

  it('reads title, description and every supported field type', () => {
    expect(form.title).toBe('Parley contact form');
    expect(form.description).toBe('Tell us what you need.\nWe read every message — promise ]');
    expect(form.pageCount).toBe(2);
    expect(form.fields.map((f) => [f.label, f.type])).toEqual([
      ['Name', 'SHORT_ANSWER'],
      ['Email:email', 'SHORT_ANSWER'],
      ['Phone:tel', 'SHORT_ANSWER'],
      ['Message', 'LONG_ANSWER'],
      ['Topic', 'RADIO'],
      ['Country', 'DROPDOWN'],
      ['Products [beta] ] "new"', 'CHECKBOX'],
      ['How likely are you to recommend us?', 'LINEAR'],
      ['Rate each', 'RADIO_GRID'],
      ['Pick times', 'CHECKBOX_GRID'],
      ['Preferred date', 'DATE'],
    ]);
    expect(form.fields[0]).toEqual({ id: '1000001', type: 'SHORT_ANSWER', label: 'Name', required: true });
    expect(form.fields[1]?.description).toBe('We answer within a day.');
    // Google's free-text 'Other' choice is left out.
    expect(form.fields[4]?.options).toEqual(['Sales', 'Support']);
    expect(form.fields[6]?.options).toEqual(['Chat', 'Voice', 'Widget "Pro"']);
    expect(form.fields[7]).toMatchObject({
      options: ['1', '2', '3', '4', '5'],
      scale: { lowLabel: 'Not likely', highLabel: 'Very likely' },
      required: true,
    });
    expect(form.fields[8]).toEqual({
      id: '911',
      type: 'RADIO_GRID',
      label: 'Rate each',
      required: true,
      options: ['Good', 'Bad'],
      rows: [
        { id: '1000009', label: 'Speed' },
        { id: '1000010', label: 'Price' },
      ],
      lines: 2,
    });
  });
});

describe('R-WFM-4 R-WFM-6 R-WFM-7 R-WFM-9 R-WFM-10 answers', () => {
  const complete = {
    '1000001': 'Ada Lovelace',
    '1000002': 'ada@example.com',
    '1000005': 'Support',
    '1000008': '5',
    '1000009': 'Good',
    '1000010': 'Bad',
  };

  it('R-WFM-4 the label suffix sets the input type', () => {
    expect(inputTypeOf('Email:email')).toBe('email');
    expect(inputTypeOf('Phone:tel')).toBe('tel');
    expect(inputTypeOf('Name')).toBe('text');
  });

  it('R-WFM-6 R-WFM-7 the e-mail and phone patterns', () => {
    expect(EMAIL_PATTERN.test('ada@example.com')).toBe(true);
    expect(EMAIL_PATTERN.test('ada@example')).toBe(false);
    for (const ok of ['555-123-4567', '(555) 123 4567', '+555.123.456789', '5551234567'])
      expect(PHONE_PATTERN.test(ok)).toBe(true);
    for (const bad of ['555-12-4567', '12345', '555-123-4567890'])
      expect(PHONE_PATTERN.test(bad)).toBe(false);
  });

  it('encodes answers as the form page posts them', () => {
    const out = encodeAnswers(form, {
      ...complete,
      '1000004': '  Hello  ',
      '1000007': ['Chat', 'Widget "Pro"'],
      '1000011': ['AM', 'PM'],
      '1000013': '2026-02-28',
      '1000006': [],
    });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect([...out.body.entries()]).toEqual([
      ['entry.1000001', 'Ada Lovelace'],
      ['entry.1000002', 'ada@example.com'],
      ['entry.1000004', 'Hello'],
      ['entry.1000005', 'Support'],
      ['entry.1000007', 'Chat'],
      ['entry.1000007', 'Widget "Pro"'],
      ['entry.1000008', '5'],
      ['entry.1000009', 'Good'],
      ['entry.1000010', 'Bad'],
      ['entry.1000011', 'AM'],
      ['entry.1000011', 'PM'],
      ['entry.1000013_year', '2026'],
      ['entry.1000013_month', '02'],
      ['entry.1000013_day', '28'],
      ['pageHistory', '0,1'],
    ]);
  });

  it("R-WFM-9 refuses missing required answers with 'Please push required fields'", () => {
    expect(encodeAnswers(form, { ...complete, '1000001': '   ' })).toEqual({
      ok: false,
      message: M.pushRequired,
    });
    const { '1000010': _row, ...oneRow } = complete;
    expect(encodeAnswers(form, oneRow)).toEqual({ ok: false, message: 'Please push required fields' });
  });

  it('refuses invalid e-mails, phones, choices, dates and unknown entries', () => {
    expect(encodeAnswers(form, { ...complete, '1000002': 'nope' })).toEqual({
      ok: false,
      message: M.invalidEmail,
    });
    expect(encodeAnswers(form, { ...complete, '1000003': '12' })).toEqual({
      ok: false,
      message: M.invalidPhone,
    });
    expect(encodeAnswers(form, { ...complete, '1000005': 'Hacking' })).toEqual({
      ok: false,
      message: M.invalidOption,
    });
    expect(encodeAnswers(form, { ...complete, '1000005': ['Sales', 'Support'] }).ok).toBe(false);
    expect(encodeAnswers(form, { ...complete, '1000013': '2026-02-30' })).toEqual({
      ok: false,
      message: M.invalidDate,
    });
    expect(encodeAnswers(form, { ...complete, '1000014': 'x' })).toEqual({
      ok: false,
      message: M.unknownField,
    });
    expect(encodeAnswers(form, { ...complete, '1000004': 'x'.repeat(10_001) })).toEqual({
      ok: false,
      message: M.tooLong,
    });
  });
});
