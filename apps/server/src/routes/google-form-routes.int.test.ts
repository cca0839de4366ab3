import { startLocalFormsServer } from '@parley/google-forms/testing/local-forms-server';
import { SAMPLE_FORM_ID } from '@parley/google-forms/testing/sample-form';
import { GOOGLE_FORM_MESSAGES as M } from '@parley/messages/google-forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('GoogleForm definition and submission', () => {
  let s: TestServer;
  let forms: Awaited<ReturnType<typeof startLocalFormsServer>>;
  beforeAll(async () => {
    forms = await startLocalFormsServer();
    s = await startTestServer({ env: { GOOGLE_FORMS_ORIGIN: forms.origin } });
  });
  afterAll(async () => {
    await s.close();
    await forms.close();
  });

  const googleUrl = `https://docs.google.com/forms/d/e/${SAMPLE_FORM_ID}/viewform?usp=sf_link`;
  const get = (formId: string) =>
    s.app.inject({ method: 'GET', url: `/api/get-gform?form_id=${encodeURIComponent(formId)}` });
  const submit = (answers: object, formId = googleUrl) =>
    s.app.inject({ method: 'POST', url: '/api/submit-gform', payload: { form_id: formId, answers } });

  it('R-WFM-1 R-WFM-2 R-WFM-3 answers the definition read from the public form page, cached briefly', async () => {
    const res = await get(googleUrl);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.title).toBe('Parley contact form');
    expect(body.description).toContain('Tell us what you need.');
    expect(body.fields).toHaveLength(11);
    expect(body.fields[0]).toEqual({ id: '1000001', type: 'SHORT_ANSWER', label: 'Name', required: true });
    expect(body.fields.map((f: { type: string }) => f.type)).toEqual(
      expect.arrayContaining([
        'RADIO',
        'DROPDOWN',
        'CHECKBOX',
        'LINEAR',
        'RADIO_GRID',
        'CHECKBOX_GRID',
        'DATE',
      ]),
    );
    const requests = forms.pageRequests.length;
    expect((await get(SAMPLE_FORM_ID)).statusCode).toBe(200);
    expect(forms.pageRequests.length).toBe(requests);
  });

  it('R-WFM-1 refuses anything but a Google Form link, without fetching it', async () => {
    const requests = forms.pageRequests.length;
    for (const bad of [
      'https://evil.test/forms/d/e/1FAIpQLSdParleyContactForm0123456789abc/viewform',
      'http://169.254.169.254/latest/meta-data/',
      'file:///etc/passwd',
      'not a link',
    ]) {
      const res = await get(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(M.invalidLink);
    }
    expect((await s.app.inject({ method: 'GET', url: '/api/get-gform' })).statusCode).toBe(400);
    expect(forms.pageRequests.length).toBe(requests);
  });

  it('says why a form cannot be used: unknown, or behind a Google sign-in', async () => {
    const missing = await get('https://docs.google.com/forms/d/e/1FAIpQLSdNoSuchForm00000000000000/viewform');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(M.unavailable);
    const signIn = await get(
      'https://docs.google.com/forms/d/e/1FAIpQLSdPrivateForm000000000000000/viewform',
    );
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().detail).toBe(M.signInRequired);
  });

  it('R-WFM-9 R-WFM-12 posts checked answers to the form and refuses incomplete ones without posting', async () => {
    const complete = {
      '1000001': 'Ada Lovelace',
      '1000002': 'ada@example.com',
      '1000005': 'Support',
      '1000008': '4',
      '1000009': 'Good',
      '1000010': 'Good',
      '1000007': ['Chat', 'Voice'],
    };
    const incomplete = await submit({ ...complete, '1000001': '' });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().detail).toBe(M.pushRequired);
    const badEmail = await submit({ ...complete, '1000002': 'ada' });
    expect(badEmail.json().detail).toBe(M.invalidEmail);
    expect(forms.submissions).toHaveLength(0);

    const ok = await submit(complete);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true });
    expect(forms.submissions).toHaveLength(1);
    const posted = forms.submissions[0];
    expect(posted?.get('entry.1000001')).toBe('Ada Lovelace');
    expect(posted?.getAll('entry.1000007')).toEqual(['Chat', 'Voice']);
    expect(posted?.get('pageHistory')).toBe('0,1');
  });
});

describe('GoogleForm submission refused by the form', () => {
  it('reports the failure instead of success', async () => {
    const forms = await startLocalFormsServer({ rejectSubmissions: true });
    const s = await startTestServer({ env: { GOOGLE_FORMS_ORIGIN: forms.origin } });
    try {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/submit-gform',
        payload: {
          form_id: SAMPLE_FORM_ID,
          answers: {
            '1000001': 'A',
            '1000002': 'a@b.co',
            '1000005': 'Sales',
            '1000008': '1',
            '1000009': 'Bad',
            '1000010': 'Bad',
          },
        },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().detail).toBe(M.submitFailed);
    } finally {
      await s.close();
      await forms.close();
    }
  });
});
