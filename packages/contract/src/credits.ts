// POST /api/public/users/{userId}/consume-credits (R-CRD-2).
import { z } from 'zod';

export const ZConsumeCreditsRequest = z.object({
  consume: z.number().int().positive().max(1_000_000_000),
  logData: z
    .object({
      amount: z.number().optional(),
      agentId: z.string().max(64).optional(),
      causedBy: z.enum(['agent', 'feature']).optional(),
      logMessage: z.string().max(500).optional(),
    })
    .optional(),
  returnSafeUser: z.boolean().optional(),
  userData: z.record(z.string(), z.unknown()).optional(),
});
export type TConsumeCreditsRequest = z.infer<typeof ZConsumeCreditsRequest>;

export const ZConsumeCreditsResponse = z.object({
  creditsConsumed: z.number(),
  metrics: z.object({ loadTokens: z.number() }),
  user: z.object({ uid: z.string(), loadTokens: z.number() }).optional(),
});
export type TConsumeCreditsResponse = z.infer<typeof ZConsumeCreditsResponse>;
