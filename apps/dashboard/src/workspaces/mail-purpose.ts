// How the outbox names why a mail was sent.
const PURPOSES: Record<string, string> = {
  'workspace-invite': 'Invitation',
  'workspace-email': 'Workspace mail',
  'client-login-code': 'Login code',
  'client-login-link': 'Login link',
};

export const purposeLabel = (purpose: string) => PURPOSES[purpose] ?? purpose;
