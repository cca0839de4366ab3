// Plan limits of a workspace (R-WKS-17): the defaults, raised by the operator's DEFAULT_WORKSPACE_LIMITS,
// then the workspace's own internal.customPlan.limits. Unlimited is Infinity.

export const LIMIT_KEYS = [
  'maxAgents',
  'maxConcurrentCalls',
  'maxClients',
  'workspaceSeats',
  'twilioPhoneNumberSlots',
] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];
export type WorkspaceLimits = Record<LimitKey, number>;

/** R-WKS-17: 2 agents, 10 concurrent calls, 2 clients, 2 workspace seats, 0 phone numbers. */
export const DEFAULT_WORKSPACE_LIMITS: Readonly<WorkspaceLimits> = Object.freeze({
  maxAgents: 2,
  maxConcurrentCalls: 10,
  maxClients: 2,
  workspaceSeats: 2,
  twilioPhoneNumberSlots: 0,
});

/** A limit as stored or configured: a non-negative number, or 'infinity' / 'unlimited' (R-WKS-17 "number or infinity"). */
export function parseLimitValue(value: unknown): number | undefined {
  if (typeof value === 'number') {
    if (value === Number.POSITIVE_INFINITY) return value;
    return Number.isFinite(value) && value >= 0 ? Math.floor(value) : undefined;
  }
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  if (text === 'infinity' || text === 'unlimited') return Number.POSITIVE_INFINITY;
  return /^\d+$/.test(text) ? parseLimitValue(Number(text)) : undefined;
}

/** The custom plan's limits (internal.customPlan.limits) of a workspace document, valid keys only. */
export function customPlanLimitsOf(
  doc: Record<string, unknown> | null | undefined,
): Partial<WorkspaceLimits> {
  const internal = doc?.internal as { customPlan?: { limits?: Record<string, unknown> } } | undefined;
  const raw = internal?.customPlan?.limits;
  if (!raw || typeof raw !== 'object') return {};
  const out: Partial<WorkspaceLimits> = {};
  for (const key of LIMIT_KEYS) {
    const value = parseLimitValue(raw[key]);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * The limits in force. The custom plan replaces a default, except seats: R-WKS-5 makes the allowance
 * the base seats (the default, 2) plus the plan's workspaceSeats.
 */
export function effectiveLimits(
  custom: Partial<WorkspaceLimits>,
  operatorDefaults: Partial<WorkspaceLimits> = {},
): WorkspaceLimits {
  const base: WorkspaceLimits = { ...DEFAULT_WORKSPACE_LIMITS };
  for (const key of LIMIT_KEYS) {
    const value = parseLimitValue(operatorDefaults[key]);
    if (value !== undefined) base[key] = value;
  }
  const out = { ...base };
  for (const key of LIMIT_KEYS) {
    const value = custom[key];
    if (value === undefined) continue;
    out[key] = key === 'workspaceSeats' ? base.workspaceSeats + value : value;
  }
  return out;
}

/** Seats taken: every member e-mail (the owner included) plus pending, unexpired invitations. */
export const seatsUsed = (memberCount: number, pendingInvitations: number) =>
  memberCount + pendingInvitations;

/** R-WKS-5: another seat may be taken only while the count is below the allowance. */
export const hasFreeSeat = (used: number, allowance: number) => used < allowance;

/** Seats taken after a change (members plus pending invitations) must stay within the allowance. */
export const fitsSeats = (total: number, allowance: number) => total <= allowance;

/** A limit for display and JSON: Infinity becomes null ("unlimited"). */
export const limitForJson = (value: number): number | null => (Number.isFinite(value) ? value : null);
