/**
 * The show/hide button of password fields. Its name avoids the word "password" so the field's label
 * stays the only thing labelled "Password" (label queries in tests and assistive tech find one match);
 * aria-pressed carries the state.
 */
export const PASSWORD_TOGGLE_PROPS = { 'aria-label': 'Show characters' } as const;
