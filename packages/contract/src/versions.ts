// Drafts, publish and version history of an agent (R-VER-*): the typed procedures' shapes.
import { z } from 'zod';
import { ZRegion } from './auth';

export const ZAgentIdParam = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/);

/** R-VER-11: a backup is { id, createdAt (unix s), agentTemplate { name, agentData { ID, … } } }. */
export const ZAgentBackup = z.object({
  id: z.string(),
  createdAt: z.number(),
  agentTemplate: z
    .object({
      name: z.string(),
      agentData: z.object({ ID: z.string() }).loose(),
    })
    .loose(),
});
export type TAgentBackup = z.infer<typeof ZAgentBackup>;

/** One field-level difference between two agent documents; path is dotted ('vgOptions.maxChunkSize'). */
export const ZAgentChange = z.object({
  path: z.string(),
  kind: z.enum(['added', 'removed', 'changed']),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
export type TAgentChange = z.infer<typeof ZAgentChange>;

/** What the editors work on: the published agent, the draft view (published + patch) and whether a draft exists. */
export const ZAgentDraftState = z.object({
  published: z.record(z.string(), z.unknown()),
  draft: z.record(z.string(), z.unknown()),
  hasDraft: z.boolean(),
  draftUpdatedAt: z.number().nullable(),
});
export type TAgentDraftState = z.infer<typeof ZAgentDraftState>;

/** Procedures that find the agent in either region take an optional region hint. */
export const ZAgentRef = z.object({ agentId: ZAgentIdParam, region: ZRegion.optional() });
