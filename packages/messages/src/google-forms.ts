// Messages of the GoogleForm message kind (000 §5, R-WFM-6..9) quoted exactly, and ours (marked).
export const GOOGLE_FORM_MESSAGES = {
  /** R-WFM-6 */
  invalidEmail: 'Please input a valid email.',
  /** R-WFM-7 */
  invalidPhone: 'Please input a valid phone number.',
  /** R-WFM-8 */
  required: 'This field is required',
  /** R-WFM-9 */
  pushRequired: 'Please push required fields',
  /** Ours. */
  invalidLink: 'Enter the link of a Google Form (https://docs.google.com/forms/…).',
  unavailable: 'The form could not be loaded. Check that it is published and open to anyone with the link.',
  signInRequired: 'This form asks people to sign in to Google, so it cannot be filled in inside the chat.',
  unknownField: 'The answers do not match this form. Please reload the form and try again.',
  invalidOption: 'Please choose one of the offered answers.',
  invalidDate: 'Please enter a date as YYYY-MM-DD.',
  tooLong: 'An answer may be at most 10,000 characters.',
  submitFailed: 'The form could not be submitted. Please try again.',
  tooMany: 'Too many requests. Please wait a minute and try again.',
} as const;
