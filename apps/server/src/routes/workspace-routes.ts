// Workspace REST calls (R-WKS-12..15) with the workspace's bearer secret, and the no-auth join (R-WKS-6).
import {
  ZJoinBody,
  ZJoined,
  ZJoinQuery,
  ZWorkspaceDocument,
  ZWorkspaceDocumentInput,
  ZWorkspaceEmailInput,
  ZWorkspaceUid,
} from '@parley/contract/workspaces';
import { AppError } from '@parley/kernel/errors';
import { WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import { applyWorkspaceDocument } from '@parley/workspaces/application/apply-workspace-document';
import { deleteWorkspaceEverywhere } from '@parley/workspaces/application/delete-workspace';
import { joinWorkspace } from '@parley/workspaces/application/join-workspace';
import { sendWorkspaceEmail } from '@parley/workspaces/application/send-workspace-email';
import { requireWorkspaceCaller } from '@parley/workspaces/application/workspace-caller';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerDeps } from '../platform/deps';
import { requireBearer } from '../platform/principal';

const ZParams = z.object({ uid: ZWorkspaceUid });

export function workspaceRoutes(server: FastifyInstance, deps: ServerDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const tags = ['workspaces'];
  const security = [{ bearer: [] }];

  app.post(
    '/api/v2/workspaces/:uid',
    {
      schema: {
        tags,
        security,
        params: ZParams,
        body: ZWorkspaceDocumentInput,
        response: { 200: z.object({ success: z.literal(true), data: ZWorkspaceDocument }) },
      },
    },
    async (request) => {
      const principal = await requireBearer(deps.ctx, request);
      const data = await applyWorkspaceDocument(deps.ctx, principal, request.params.uid, request.body);
      return { success: true as const, data };
    },
  );

  app.delete(
    '/api/v2/workspaces/:uid',
    {
      schema: {
        tags,
        security,
        params: ZParams,
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      const principal = await requireBearer(deps.ctx, request);
      const target = await requireWorkspaceCaller(deps.ctx, principal, request.params.uid);
      await deleteWorkspaceEverywhere(deps.ctx, target, null);
      request.log.info({ event: 'workspaceDeleted', uid: request.params.uid }, 'workspace deleted');
      return { success: true as const, message: WORKSPACE_MESSAGES.deleted };
    },
  );

  app.post(
    '/api/v2/workspaces/:uid/email',
    {
      schema: {
        tags,
        security,
        params: ZParams,
        body: ZWorkspaceEmailInput,
        response: {
          200: z.object({
            success: z.literal(true),
            id: z.number(),
            status: z.enum(['stored', 'sent']),
            to: z.array(z.string()),
          }),
        },
      },
    },
    async (request) => {
      const principal = await requireBearer(deps.ctx, request);
      const { to, subject, html } = request.body;
      const sent = await sendWorkspaceEmail(deps.ctx, deps, principal, request.params.uid, {
        subject,
        html,
        to: Array.isArray(to) ? to : [to],
      });
      return { success: true as const, id: sent.id, status: sent.status, to: sent.to };
    },
  );

  app.post(
    '/api/no-auth/workspaces/:uid/invite',
    {
      schema: {
        tags,
        params: ZParams,
        querystring: ZJoinQuery,
        body: ZJoinBody.optional(),
        response: { 200: ZJoined },
      },
    },
    async (request) => {
      const email = request.body?.email ?? request.query.email;
      if (!email) throw new AppError('BAD_REQUEST', WORKSPACE_MESSAGES.invalidEmail);
      const joined = await joinWorkspace(deps.ctx, {
        uid: request.params.uid,
        token: request.query.secret,
        email,
      });
      request.log.info({ event: 'workspaceJoined', uid: joined.uid }, 'member joined a workspace');
      return { success: true as const, ...joined };
    },
  );
}
