// Public REST contract of the workspace log (R-EVT-1) and the sign-up helpers (R-ONB-5, R-ONB-6, R-ONB-9).
import { z } from 'zod';
import { ZRegion } from './auth';

export const ZWorkspaceLogInput = z.object({
  userId: z.string().min(1).max(128),
  agentId: z.string().min(1).max(128).nullish(),
  type: z.string().regex(/^[\w.:-]{1,64}$/, 'type: letters, digits and . _ : - only (at most 64)'),
  content: z.string().min(1).max(4000),
  channel: z.string().max(64).nullish(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  withEmail: z.boolean().optional(),
  region: ZRegion.optional(),
});
export type TWorkspaceLogInput = z.infer<typeof ZWorkspaceLogInput>;

export const ZGeoResult = z.object({
  country: z.string().nullable(),
  region: z.string().nullable(),
  eu: z.union([z.literal(0), z.literal(1)]),
  timezone: z.string().nullable(),
  city: z.string().nullable(),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  source: z.enum(['provider', 'proxy-headers', 'accept-language', 'none']),
});

export const ZPublicUser = z.object({
  data: z.object({
    workspaceSecret: z.string(),
    hasEverPaid: z.boolean(),
    internal: z.record(z.string(), z.unknown()),
  }),
});

export const ZCustomToken = z.object({ token: z.string(), expiresAt: z.number(), url: z.string() });
export const ZTokenToUserInput = z.object({
  token: z.string().min(1).max(200),
  createAccount: z.boolean().optional(),
});
