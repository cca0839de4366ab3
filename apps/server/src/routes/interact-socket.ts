// WebSocket /api/interact (R-IAPI-2): streams the reply as chunks; '@cancel:' stops it (R-WCV-8). The
// socket also stays subscribed to its conversation: when anything changes it (a team member's reply, a
// handoff state change, on this server or another), it gets the stored turns and the conversation state.

import { locateAgent } from '@parley/agents/application/locate-agent';
import {
  CANCEL_PREFIX,
  type TInteractSocketMessage,
  type TInteractSocketRequest,
  ZInteractSocketRequest,
} from '@parley/contract/interact-socket';
import { readConversationView } from '@parley/conversations/application/conversation-view';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
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

/** Live pushes coalesce: a burst of changes becomes one read and one push. */
const PUSH_DELAY_MS = 30;

export function interactSocketRoutes(app: FastifyInstance, deps: ServerDeps) {
  const runtime = buildRuntimeOptions(deps);

  app.get('/api/interact', { websocket: true, schema: { hide: true } }, (socket: WebSocket, request) => {
    let current: AbortController | null = null;
    let subscription: {
      key: string;
      region: Region;
      agentId: string;
      userId: string;
      off: () => void;
    } | null = null;
    let pushTimer: NodeJS.Timeout | null = null;
    const send = (message: TInteractSocketMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    const fail = (message: string) => send({ type: 'error', data: { message } });

    const pushState = async () => {
      const sub = subscription;
      if (!sub) return;
      const key = { region: sub.region, agentId: sub.agentId, userId: sub.userId };
      const [turns, conversation] = await Promise.all([
        readStoredTurns(deps.ctx.dbs[sub.region].db, sub.agentId, sub.userId),
        readConversationView(deps.ctx, key),
      ]);
      send({ type: 'sync_chat_history', data: { turns } });
      send({ type: 'conversation', data: conversation });
    };
    const schedulePush = () => {
      // While this socket's own reply streams, its final sync covers the change.
      if (current || pushTimer) return;
      pushTimer = setTimeout(() => {
        pushTimer = null;
        pushState().catch((err) => request.log.warn({ err }, 'live push failed'));
      }, PUSH_DELAY_MS);
    };

    /** One conversation per socket: the first request's (later ones must name the same). */
    const subscribe = async (req: TInteractSocketRequest): Promise<boolean> => {
      const key = `${req.agentId}:${req.convoId}`;
      if (subscription) return subscription.key === key;
      const located = await locateAgent(deps.ctx, req.agentId, req.bucket);
      if (!located) throw new AppError('NOT_FOUND', 'Agent not found.');
      const off =
        deps.live?.subscribe(`convo:${located.row.id}:${req.convoId}`, schedulePush) ?? (() => undefined);
      subscription = { key, region: located.region, agentId: located.row.id, userId: req.convoId, off };
      return true;
    };

    socket.on('close', () => {
      current?.abort();
      subscription?.off();
      if (pushTimer) clearTimeout(pushTimer);
    });

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
      const run = async () => {
        if (!(await subscribe(req))) return fail('This socket belongs to another conversation.');
        if (req.action?.type === 'subscribe') {
          current = null;
          return pushState();
        }
        const result = await replyToVisitor(deps.ctx, runtime, {
          agentId: req.agentId,
          userId: req.convoId,
          region: req.bucket,
          action: req.action
            ? { type: req.action.type, payload: req.action.payload }
            : req.prompt
              ? { type: 'text', payload: req.prompt }
              : {
                  type: 'launch',
                  ...(req.lightConvoData?.restart === true ? { payload: { restart: true } } : {}),
                },
          origin: typeof request.headers.origin === 'string' ? request.headers.origin : undefined,
          visitorLang: req.lang,
          signal: controller.signal,
          onEvent: (event) => {
            const message = toSocketMessage(event);
            if (message) send(message);
          },
        });
        if (result.appError) fail(result.appError);
        const turns = result.stored
          ? await readStoredTurns(deps.ctx.dbs[result.region].db, req.agentId, req.convoId)
          : result.turns;
        send({ type: 'sync_chat_history', data: { turns } });
        if (result.conversation) send({ type: 'conversation', data: result.conversation });
      };
      run()
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
