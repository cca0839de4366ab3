// The Events page (R-EVT-1..3, R-SHL-3): hook settings, deliveries and the workspace log, for a
// signed-in person of the workspace.

import {
  getHookSettings,
  regenerateSigningSecret,
  revealSigningSecret,
  saveHookSettings,
} from '@parley/events/application/hook-settings';
import {
  listWorkspaceDeliveries,
  retryDelivery,
  sendTestEvent,
} from '@parley/events/application/manage-deliveries';
import { listWorkspaceLogs } from '@parley/events/application/workspace-log';
import { backoffSchedule } from '@parley/events/domain/backoff';
import { EVENT_TYPE_LABELS, EVENT_TYPES } from '@parley/events/domain/event-types';
import { requireOwnedActiveWorkspace } from '@parley/workspaces/application/workspace-access';
import type { SessionPrincipal } from '@parley/workspaces/domain/principal';
import { z } from 'zod';
import type { ServerDeps } from '../platform/deps';
import { hookDepsOf } from '../platform/hooks';
import { router, sessionProcedure } from './trpc';

type Ctx = { principal: { region: 'eu' | 'na'; workspaceUid: string } };
const refOf = (ctx: Ctx) => ({ region: ctx.principal.region, workspaceUid: ctx.principal.workspaceUid });

/** The hook's endpoint and signing secret are the owner's, like the workspace secret (members may read the log). */
async function ownerRefOf(ctx: { deps: ServerDeps; principal: SessionPrincipal }) {
  await requireOwnedActiveWorkspace(ctx.deps.ctx, ctx.principal);
  return refOf(ctx);
}

export const eventsRouter = router({
  catalogue: sessionProcedure.query(() => ({
    types: EVENT_TYPES.map((type) => ({ type, label: EVENT_TYPE_LABELS[type] })),
    retryWaitsMs: backoffSchedule(),
  })),
  settings: sessionProcedure.query(({ ctx }) => getHookSettings(ctx.deps.ctx, refOf(ctx))),
  saveSettings: sessionProcedure
    .input(
      z.object({
        endpoint: z.string().max(2000).nullable(),
        subscribedEvents: z.array(z.enum(EVENT_TYPES)).max(EVENT_TYPES.length),
      }),
    )
    .mutation(async ({ ctx, input }) =>
      saveHookSettings(ctx.deps.ctx, await ownerRefOf(ctx), input, {
        allowPrivateNetwork: ctx.deps.env.EVENTS_ALLOW_PRIVATE_NETWORK,
      }),
    ),
  /** A mutation, not a query: a secret should not sit in caches or be fetched by a prefetch. */
  revealSecret: sessionProcedure.mutation(async ({ ctx }) =>
    revealSigningSecret(ctx.deps.ctx, await ownerRefOf(ctx)),
  ),
  regenerateSecret: sessionProcedure.mutation(async ({ ctx }) =>
    regenerateSigningSecret(ctx.deps.ctx, await ownerRefOf(ctx)),
  ),
  sendTest: sessionProcedure.mutation(async ({ ctx }) =>
    sendTestEvent(hookDepsOf(ctx.deps), await ownerRefOf(ctx)),
  ),
  deliveries: sessionProcedure
    .input(z.object({ limit: z.number().int().min(1).max(100).default(50) }).optional())
    .query(({ ctx, input }) => listWorkspaceDeliveries(hookDepsOf(ctx.deps), refOf(ctx), input?.limit)),
  retry: sessionProcedure
    .input(z.object({ id: z.number().int().positive() }))
    .mutation(async ({ ctx, input }) => retryDelivery(hookDepsOf(ctx.deps), await ownerRefOf(ctx), input.id)),
  logs: sessionProcedure
    .input(
      z
        .object({
          limit: z.number().int().min(1).max(100).default(50),
          before: z.number().int().positive().optional(),
        })
        .optional(),
    )
    .query(({ ctx, input }) =>
      listWorkspaceLogs(ctx.deps.ctx, refOf(ctx), { limit: input?.limit ?? 50, before: input?.before }),
    ),
});
