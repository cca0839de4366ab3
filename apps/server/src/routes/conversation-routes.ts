// Public conversation calls of the widget (issue 6): the team's presence (R-WCV-5), a visitor's sessions
// (R-HND-11, the widget's Chats tab, R-WTB-12) and selecting one (R-WTB-13), the handoff e-mail form (R-HND-12); and the inbox's export.
import { canManageAgent } from '@parley/agents/application/agent-access';
import { locateAgent } from '@parley/agents/application/locate-agent';
import { ZRegion } from '@parley/contract/auth';
import { ZInboxFilter, ZSessionSummary } from '@parley/contract/conversations';
import { sendEmailForm } from '@parley/conversations/application/email-form';
import {
  getConversation,
  listConversations,
  listSessions,
} from '@parley/conversations/application/read-conversations';
import { CONVOS } from '@parley/conversations/application/team-actions';
import { teamIdentityOf } from '@parley/conversations/application/team-identity';
import { teamPresence } from '@parley/conversations/application/team-presence';
import { selectSession } from '@parley/conversations/application/visitor-sessions';
import { withoutDebug } from '@parley/conversations/domain/debug-messages';
import { toCsv } from '@parley/conversations/domain/export-format';
import { AppError } from '@parley/kernel/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerDeps } from '../platform/deps';
import { requireAgentActor } from '../platform/principal';

const ZAgentId = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'Invalid agent id');
const ZUserId = z.string().regex(/^[A-Za-z0-9_.:@-]{1,128}$/, 'Invalid user id');

export function conversationRoutes(server: FastifyInstance, deps: ServerDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const tags = ['conversations'];

  const requireAgent = async (agentId: string, region?: 'eu' | 'na') => {
    const located = await locateAgent(deps.ctx, agentId, region);
    if (!located || located.row.doc.disabled === true) throw new AppError('NOT_FOUND', 'Agent not found.');
    return located;
  };

  app.get(
    '/api/vg/:agentId/safe-data',
    {
      schema: {
        tags,
        params: z.object({ agentId: ZAgentId }),
        querystring: z.object({ region: ZRegion.optional() }),
        response: {
          200: z.object({
            orgUsers: z.array(
              z.object({
                name: z.string(),
                squarePhotoURL: z.string().nullable(),
                status: z.enum(['online', 'offline']),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const { row, region } = await requireAgent(request.params.agentId, request.query.region);
      return { orgUsers: await teamPresence(deps.ctx, { id: row.id, ownerID: row.ownerID, region }) };
    },
  );

  app.get(
    '/api/agents/:agentId/convos/:userId/sessions',
    {
      schema: {
        tags,
        params: z.object({ agentId: ZAgentId, userId: ZUserId }),
        querystring: z.object({ region: ZRegion.optional() }),
        response: { 200: z.object({ data: z.array(ZSessionSummary) }) },
      },
    },
    async (request) => {
      const { row, region } = await requireAgent(request.params.agentId, request.query.region);
      return { data: await listSessions(deps.ctx.dbs[region].db, row.id, request.params.userId) };
    },
  );

  // R-WTB-13: opening a past session in the Chats tab selects it; the widget then re-reads the chat.
  app.post(
    '/api/agents/:agentId/convos/:userId/sessions/:sessionId/rollback',
    {
      schema: {
        tags,
        params: z.object({
          agentId: ZAgentId,
          userId: ZUserId,
          sessionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
        }),
        querystring: z.object({ region: ZRegion.optional() }),
        // The spec's body; the session in the path decides, and agent data is never trusted from a client.
        body: z.object({ session: z.unknown().optional(), safeAgentData: z.unknown().optional() }).nullish(),
        response: { 200: z.object({ success: z.literal(true), sessionId: z.string() }) },
      },
    },
    async (request) => {
      const { row, region } = await requireAgent(request.params.agentId, request.query.region);
      const { userId, sessionId } = request.params;
      await selectSession(deps.ctx, { region, agentId: row.id, userId }, sessionId);
      return { success: true as const, sessionId };
    },
  );

  app.post(
    '/api/vg/:agentId/convos/:userId/notify',
    {
      schema: {
        tags,
        params: z.object({ agentId: ZAgentId, userId: ZUserId }),
        querystring: z.object({ region: ZRegion.optional() }),
        body: z.object({
          from: z.string().max(50).optional(),
          emailForm: z.object({
            email: z.string().max(320),
            message: z.string().max(10_000),
            attachmentLinks: z
              .array(
                z.object({
                  filename: z.string().max(200),
                  sizeKB: z.number().min(0),
                  url: z.string().max(2048),
                }),
              )
              .max(10)
              .default([]),
          }),
        }),
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      const { row, region } = await requireAgent(request.params.agentId, request.query.region);
      return sendEmailForm(deps.ctx, deps.mailer, {
        region,
        agent: { id: row.id, ownerID: row.ownerID, title: row.title },
        userId: request.params.userId,
        email: request.body.emailForm.email,
        message: request.body.emailForm.message,
        attachments: request.body.emailForm.attachmentLinks,
        publicUrl: deps.publicUrl,
      });
    },
  );

  app.get(
    '/api/agents/:agentId/convos/export',
    {
      schema: {
        tags,
        params: z.object({ agentId: ZAgentId }),
        querystring: ZInboxFilter.omit({ rating: true, from: true, to: true, limit: true }).extend({
          region: ZRegion.optional(),
          format: z.enum(['csv', 'json']).default('csv'),
          userId: ZUserId.optional(),
          rating: z.coerce.number().int().min(1).max(5).optional(),
          from: z.coerce.number().int().min(0).optional(),
          to: z.coerce.number().int().min(0).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { agentId } = request.params;
      const { region: wanted, format, userId, ...filter } = request.query;
      const actor = await requireAgentActor(deps.ctx, request, { agentId, region: wanted }, CONVOS);
      const located = await requireAgent(agentId, wanted);
      if (!canManageAgent(actor, { id: located.row.id, ownerID: located.row.ownerID }, CONVOS))
        throw new AppError('NOT_FOUND', 'Agent not found.');
      const { db } = deps.ctx.dbs[located.region];
      // 'Assigned to me' needs to know who "me" is, as the list does.
      const me = (await teamIdentityOf(deps.ctx, actor)).id;
      const ids = userId
        ? [userId]
        : (await listConversations(db, agentId, { ...filter, limit: 500 }, me)).map((c) => c.userId);
      const details = [];
      for (const id of ids) {
        const detail = await getConversation(db, agentId, id);
        // R-WCV-3: a client user's export leaves the debug messages out.
        details.push(actor.kind === 'client' ? { ...detail, turns: withoutDebug(detail.turns) } : detail);
      }
      const stamp = new Date().toISOString().slice(0, 10);
      const name = `conversations-${agentId}-${stamp}.${format}`;
      reply.header('content-disposition', `attachment; filename="${name}"`);
      if (format === 'json') return reply.type('application/json').send(JSON.stringify(details, null, 2));
      return reply.type('text/csv; charset=utf-8').send(toCsv(details));
    },
  );
}
