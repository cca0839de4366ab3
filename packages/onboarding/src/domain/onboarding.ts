// The short questionnaire asked once after sign-up (R-ONB-1). A profile is complete once it was
// answered or skipped: the workspace document's showOnboarding is then false. Accounts made before
// onboarding existed have no showOnboarding: true, so they are never sent there.

export const USE_CASES = [
  { value: 'support', label: 'Customer support' },
  { value: 'sales', label: 'Sales and lead generation' },
  { value: 'voice', label: 'Voice agents and phone calls' },
  { value: 'internal', label: 'An internal helpdesk' },
  { value: 'agency', label: 'Agents for my clients (agency)' },
  { value: 'other', label: 'Something else' },
] as const;

export const TEAM_SIZES = [
  { value: '1', label: 'Just me' },
  { value: '2-10', label: '2–10' },
  { value: '11-50', label: '11–50' },
  { value: '51-200', label: '51–200' },
  { value: '200+', label: 'More than 200' },
] as const;

export type UseCase = (typeof USE_CASES)[number]['value'];
export type TeamSize = (typeof TEAM_SIZES)[number]['value'];

export interface OnboardingAnswers {
  displayName: string;
  useCase: UseCase;
  teamSize: TeamSize;
  company?: string;
}

/** R-ONB-1: only a workspace explicitly flagged at sign-up is sent to /onboarding. */
export const needsOnboarding = (doc: Record<string, unknown> | null | undefined): boolean =>
  doc?.showOnboarding === true;

/** The /onboarding path for a region (R-ONB-1: ?region=eu|na, the workspace's region). */
export const onboardingPath = (region: 'eu' | 'na') => `/onboarding?region=${region}`;
