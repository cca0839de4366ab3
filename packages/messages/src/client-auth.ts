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
} as const;

/** R-CLA-9: login failures show for 3 s. */
export const CLIENT_LOGIN_ERROR_MS = 3000;
