// The saved page of a public Google Form (contact-form-page.html) with every field type, for tests.
import { readFileSync } from 'node:fs';

export const SAMPLE_FORM_ID = '1FAIpQLSdParleyContactForm0123456789abc';
export const SAMPLE_FORM_URL = `https://docs.google.com/forms/d/e/${SAMPLE_FORM_ID}/viewform?usp=sf_link`;
export const sampleFormPage = () =>
  readFileSync(new URL('./contact-form-page.html', import.meta.url), 'utf8');
