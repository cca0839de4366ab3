// Messages of sign-up extras and onboarding (R-ONB-*). The spec quotes none; these are ours.
export const ONBOARDING_MESSAGES = {
  tokenInvalid: 'This sign-in link is invalid or has expired.',
  tokenNeedsWorkspace: 'Sign-in tokens are issued by a workspace for its owner.',
  publicUserForbidden: 'You can only read your own workspace.',
  workspaceNotFound: 'Workspace not found.',
  agencyNotFound: 'Agency not found.',
  nameRequired: 'Please enter your name.',
} as const;
