// Messages of sign-up / sign-in. The spec gives none for workspace auth; ours are plain and specific.
export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordRequired: 'Please enter your password.',
  displayNameRequired: 'Please enter your name.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  badCredentials: 'Email or password is incorrect.',
  signedOut: 'Signed out successfully.',
  notSignedIn: 'You must be signed in.',
  badBearer: 'Invalid or missing API key.',
} as const;
