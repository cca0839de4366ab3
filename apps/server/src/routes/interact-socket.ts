// WebSocket /api/interact (R-IAPI-2): streams the reply as chunks; '@cancel:' stops it (R-WCV-8).
import {
  CANCEL_PREFIX,
  type TInteractSocketMessage,
  ZInteractSocketRequest,
} from '@parley/contract/interact-socket';
import { AppError } from '@parley/kernel/errors';
import { CHAT_MESSAGES } from '@parley/messages/chat';
import { readStoredTurns } from '@parley/runtime/application/read-stored-turns';
import { replyToVisitor } from '@parley/runtime/application/reply-to-visitor';
import type { ResponderEvent } from '@parley/runtime/domain/responder';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { ServerDeps } from '../platform/deps';
import { buildRuntimeOptions } from '../platform/runtime-ports';

const toSocketMessage = (event: ResponderEvent): TInteractSocketMessage | null => {
  if (event.type === 'text') return { type: 'chunk', data: event.delta };
  if (event.type === 'sources') return { type: 'metadata', data: { sources: event.sources } };
  if (event.type === 'debug') return { type: 'debug', data: event.entry };
  if (event.type === 'action') return { type: 'action', data: event.action };
  return null;
};

export function interactSocketRoutes(app: FastifyInstance, deps: ServerDeps) {
  const runtime = buildRuntimeOptions(deps);

  app.get('/api/interact', { websocket: true, schema: { hide: true } }, (socket: WebSocket, request) => {
    let current: AbortController | null = null;
    const send = (message: TInteractSocketMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    const fail = (message: string) => send({ type: 'error', data: { message } });
    socket.on('close', () => current?.abort());

    socket.on('message', (raw) => {
      const text = raw.toString();
      if (text.startsWith(CANCEL_PREFIX)) {
        current?.abort();
        return;
      }
      if (current) return fail('A reply is already in progress.');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return fail('Invalid JSON.');
      }
      const parsed = ZInteractSocketRequest.safeParse(body);
      if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'Invalid request.');
      const req = parsed.data;
      const controller = new AbortController();
      current = controller;
      replyToVisitor(deps.ctx, runtime, {
        agentId: req.agentId,
        userId: req.convoId,
        region: req.bucket,
        action: req.prompt ? { type: 'text', payload: req.prompt } : { type: 'launch' },
        origin: typeof request.headers.origin === 'string' ? request.headers.origin : undefined,
        visitorLang: req.lang,
        signal: controller.signal,
        onEvent: (event) => {
          const message = toSocketMessage(event);
          if (message) send(message);
        },
      })
        .then(async (result) => {
          if (result.appError) fail(result.appError);
          const turns = result.stored
            ? await readStoredTurns(deps.ctx.dbs[result.region].db, req.agentId, req.convoId)
            : result.turns;
          send({ type: 'sync_chat_history', data: { turns } });
        })
        .catch((error: unknown) => {
          if (error instanceof AppError && error.code !== 'INTERNAL') return fail(error.message);
          request.log.error({ err: error }, 'interact socket failed');
          fail(CHAT_MESSAGES.errorLive);
        })
        .finally(() => {
          if (current === controller) current = null;
        });
    });
  });
}
