// Credit transfers between a workspace and one of its organisations (R-ORG-17..19): procedure shapes.
import { z } from 'zod';
import { ZOrgRef } from './organisations';

export const ZTransferDirection = z.enum(['toOrg', 'toWorkspace']);
export type TTransferDirection = z.infer<typeof ZTransferDirection>;

/** amount is checked by the use case (R-ORG-17), so a string or a fraction gets the spec message. */
export const ZTransferCreditsInput = ZOrgRef.extend({
  amount: z.unknown().optional(),
  direction: ZTransferDirection,
});
export type TTransferCreditsInput = z.infer<typeof ZTransferCreditsInput>;

export const ZTransferCreditsResult = z.object({
  workspaceBalance: z.number(),
  orgBalance: z.number(),
  message: z.string(),
});
export type TTransferCreditsResult = z.infer<typeof ZTransferCreditsResult>;

/** One transfer: amount > 0 went to the organisation, < 0 came back to the workspace; timestamp in unix s. */
export const ZCreditTransfer = z.object({
  id: z.number(),
  workspaceId: z.string(),
  orgId: z.string(),
  amount: z.number(),
  actor: z.string(),
  timestamp: z.number(),
});
export type TCreditTransfer = z.infer<typeof ZCreditTransfer>;

export const ZCreditHistoryInput = ZOrgRef;

/** Both sides of a transfer before it happens; workspaceBalance is null when the workspace is not in the org's region. */
export const ZCreditBalances = z.object({ workspaceBalance: z.number().nullable(), orgBalance: z.number() });
export type TCreditBalances = z.infer<typeof ZCreditBalances>;
