// Spec messages of client sign-in (001 §2.11, 002 §8), quoted exactly (including the spec's typos).
export const CLIENT_AUTH_MESSAGES = {
  /** R-CLA-7 */
  emailAndPasswordRequired: 'Please enter your email and password.',
  emailNotFound: "This email doesn't exist.",
  wrongPassword: 'Password is incorrect please try again.',
  /** R-CLA-12 */
  accountHasNoAgents: 'This account has not agents',
  orgHasNoAgents: 'This org has no agents',
  /** R-CLA-13 */
  accessDisabled: 'Access is currently disabled. Pleas contact your provider!',
  /** R-CLA-17 */
  accountDataMissing: 'Account data not present.',
  loginAgain: 'Please login again.',
  refreshFailed: 'Error occurred refreshing account data.',
  adminSignInFailed: 'Error occurred signing in with admin access.',
  signInError: 'An error occurred during sign in.',
  signOutError: 'An error occurred during sign out.',
  signedIn: 'Signed in successfully.',
  signedOut: 'Signed out successfully.',
  signInFailed: 'Failed to sign in',
  signOutAlert: 'Error Occured',
  /** Ours: R-CLA-4 password sign-in attempted where the agency turned it off. */
  passwordLoginDisabled: 'Password sign-in is turned off for this dashboard. Use Email Login Code instead.',
  /** Ours: the e-mailed one-time code (R-CLA-3). */
  codeSent: (email: string) => `We sent a login code to ${email}. It works once, for 10 minutes.`,
  codeRequired: 'Please enter the login code from the e-mail.',
  codeWrong: 'The login code is incorrect.',
  codeExpired: 'The login code has expired or was already used. Please request a new one.',
  tooManyCodes: 'Too many login codes were requested. Please wait a few minutes and try again.',
  /** Ours: R-CLA-6 one-tap links. */
  linkInvalid: 'This sign-in link has expired or was already used. Please sign in with your e-mail.',
  linkSent: (email: string) => `A sign-in link was sent to ${email}.`,
  /** Ours: R-CLA-14 a secret that matches no agency. */
  adminSecretInvalid: 'This admin link is not valid any more. Copy it again from the agency settings.',
  /** R-CSH-5 */
  notAdmin: 'You are not an admin',
  /** R-CSH-8 */
  accountUpdated: 'Updated client data',
  accountUpdateFailed: 'Failed to update client data',
  /** R-CSH-12 */
  feedbackSent: 'Feedback sent!',
  /** Ours: R-CSH-9 */
  feedbackUnavailable: 'Feedback is not available for this dashboard.',
  feedbackEmpty: 'Please write a message.',
} as const;

/** R-CLA-9: login failures show for 3 s. */
export const CLIENT_LOGIN_ERROR_MS = 3000;
/** Login codes: six digits, ten minutes, five tries, at most five requests per quarter hour. */
export const LOGIN_CODE = {
  digits: 6,
  lifetimeMs: 10 * 60_000,
  maxAttempts: 5,
  maxPerWindow: 5,
  windowMs: 15 * 60_000,
};
/** One-tap sign-in links last seven days. */
export const LOGIN_LINK_LIFETIME_MS = 7 * 24 * 3600_000;
