// Public REST contract of workspace sign-up / sign-in (R-ONB-*, R-WKS-16, R-WKS-18).

import { AUTH_MESSAGES } from '@parley/messages/auth';
import { z } from 'zod';

export const ZRegion = z.enum(['eu', 'na']);

export const ZSignUpInput = z.object({
  email: z.email(AUTH_MESSAGES.invalidEmail).max(254),
  password: z.string().min(8, AUTH_MESSAGES.passwordTooShort).max(200),
  displayName: z.string().trim().min(1, AUTH_MESSAGES.displayNameRequired).max(100),
  region: ZRegion.optional(),
  /** R-ONB-7: affiliate/referral codes captured from the sign-up URL. */
  referral: z
    .object({
      ps_xid: z
        .string()
        .regex(/^[\w.:-]{1,200}$/)
        .optional(),
      tolt_referral: z
        .string()
        .regex(/^[\w.:-]{1,200}$/)
        .optional(),
    })
    .optional(),
  /** R-ONB-6: the browser's IANA time zone. */
  timezone: z.string().max(64).optional(),
});
export type TSignUpInput = z.infer<typeof ZSignUpInput>;

export const ZSignInInput = z.object({
  email: z.email(AUTH_MESSAGES.invalidEmail).max(254),
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired).max(200),
  region: ZRegion.optional(),
});
export type TSignInInput = z.infer<typeof ZSignInInput>;

export const ZAuthResult = z.object({
  user: z.object({ uid: z.string(), email: z.string(), displayName: z.string() }),
  workspace: z.object({
    uid: z.string(),
    workspaceSecret: z.string(),
    workspaceName: z.string(),
    region: ZRegion,
  }),
});
export type TAuthResult = z.infer<typeof ZAuthResult>;

export const ZProblem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number(),
  detail: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type TProblem = z.infer<typeof ZProblem>;
