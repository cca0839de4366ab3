// R-WFM-1: the GoogleForm message's definition, fetched from the public form page and cached briefly;
// and its submission, posted by the server to the form's own formResponse endpoint after the answers
// were checked against that definition (so the endpoint is no open proxy to Google).
import { AppError } from '@parley/kernel/errors';
import { GOOGLE_FORM_MESSAGES as M } from '@parley/messages/google-forms';
import { encodeAnswers, type FormAnswers } from '../domain/form-answers';
import { type FormDefinition, type FormField, toFormDefinition } from '../domain/form-definition';
import { cacheKeyOf, type FormRef, formPath, parseFormRef } from '../domain/form-url';
import { extractLoadData } from '../domain/load-data';
import { fetchFormPage, postFormResponse } from '../infrastructure/forms-http';

export interface PublicFormDefinition {
  title: string;
  description: string;
  fields: FormField[];
}

const CACHE_MS = 5 * 60_000;
const CACHE_SIZE = 200;

export interface GoogleForms {
  definition(formUrl: string): Promise<PublicFormDefinition>;
  submit(formUrl: string, answers: FormAnswers): Promise<{ success: true }>;
}

/** `origin` is where forms are fetched (https://docs.google.com, or a local server in tests). */
export function createGoogleForms(options: { origin: string; now?: () => number }): GoogleForms {
  const origin = options.origin.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const extraOrigins = origin === 'https://docs.google.com' ? [] : [origin];
  const cache = new Map<string, { at: number; form: FormDefinition }>();

  const refOf = (formUrl: string): FormRef => {
    const ref = parseFormRef(formUrl, extraOrigins);
    if (!ref) throw new AppError('BAD_REQUEST', M.invalidLink);
    return ref;
  };

  async function load(ref: FormRef): Promise<FormDefinition> {
    const key = cacheKeyOf(ref);
    const hit = cache.get(key);
    if (hit && now() - hit.at < CACHE_MS) return hit.form;
    const page = await fetchFormPage(origin, formPath(ref));
    if (page.status === 'sign-in') throw new AppError('BAD_REQUEST', M.signInRequired);
    const data = page.status === 'ok' ? extractLoadData(page.html) : null;
    const form = data ? toFormDefinition(data) : null;
    if (!form) throw new AppError('NOT_FOUND', M.unavailable);
    cache.delete(key);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(key, { at: now(), form });
    return form;
  }

  return {
    async definition(formUrl) {
      const { title, description, fields } = await load(refOf(formUrl));
      return { title, description, fields };
    },
    async submit(formUrl, answers) {
      const ref = refOf(formUrl);
      const encoded = encodeAnswers(await load(ref), answers);
      if (!encoded.ok) throw new AppError('BAD_REQUEST', encoded.message);
      if (!(await postFormResponse(origin, formPath(ref), encoded.body)))
        throw new AppError('INTERNAL', M.submitFailed);
      return { success: true };
    },
  };
}
