// Composition of the HTTP server: plugins, REST routes, tRPC, static front ends.
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifyWebsocket from '@fastify/websocket';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { settleNotifications } from './platform/conversation-notifications';
import type { ServerDeps } from './platform/deps';
import { clientPrincipalOf, principalOf } from './platform/principal';
import { errorHandler, problem, sendProblem } from './platform/problem';
import { agencyEmailRoutes } from './routes/agency-email-routes';
import { agentRoutes } from './routes/agent-routes';
import { authRoutes } from './routes/auth-routes';
import { chatRoutes } from './routes/chat-routes';
import { clientAuthRoutes } from './routes/client-auth-routes';
import { clientDocRoutes } from './routes/client-doc-routes';
import { conversationRoutes } from './routes/conversation-routes';
import { creditRoutes } from './routes/credit-routes';
import { googleFormRoutes } from './routes/google-form-routes';
import { healthRoutes } from './routes/health-routes';
import { interactSocketRoutes } from './routes/interact-socket';
import { knowledgeRoutes } from './routes/knowledge-routes';
import { liveSocketRoutes } from './routes/live-socket';
import { publicUserRoutes } from './routes/public-user-routes';
import { ratingRoutes } from './routes/rating-routes';
import { speechRoutes } from './routes/speech-routes';
import { staticRoutes } from './routes/static-routes';
import { testingRoutes } from './routes/testing-routes';
import { toolRoutes } from './routes/tool-routes';
import { translateRoutes } from './routes/translate-routes';
import { uploadRoutes } from './routes/upload-routes';
import { widgetFileRoutes } from './routes/widget-file-routes';
import { workspaceLogRoutes } from './routes/workspace-log-routes';
import { workspaceRoutes } from './routes/workspace-routes';
import { type AppRouter, appRouter } from './trpc/app-router';

/** Same-origin only: the dashboard's cookie-authenticated calls. Everything else under /api is public CORS without credentials. */
const SAME_ORIGIN_ONLY = /^\/api\/(trpc|auth)\b/;

export async function buildApp(deps: ServerDeps, logger: FastifyServerOptions['logger'] = false) {
  const app = Fastify({ logger, trustProxy: deps.env.TRUST_PROXY, bodyLimit: 1024 * 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket, { options: { maxPayload: 256 * 1024 } });
  await app.register(fastifyMultipart, {
    limits: { fileSize: Math.ceil(deps.env.KB_MAX_FILE_MB * 1024 * 1024), files: 10 },
  });
  await app.register(fastifyCors, {
    delegator: (request, callback) => {
      const path = request.url ?? '';
      if (SAME_ORIGIN_ONLY.test(path)) return callback(null, { origin: false });
      callback(null, {
        origin: true,
        credentials: false,
        methods: ['GET', 'POST', 'PUT', 'DELETE'],
        maxAge: 600,
      });
    },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Parley API', version: '0.1.0', description: 'Public REST calls of Parley.' },
      servers: [{ url: deps.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Workspace secret or agent SECRET_API_KEY' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());

  healthRoutes(app, deps);
  authRoutes(app, deps);
  clientAuthRoutes(app, deps);
  agentRoutes(app, deps);
  chatRoutes(app, deps);
  knowledgeRoutes(app, deps);
  interactSocketRoutes(app, deps);
  liveSocketRoutes(app, deps);
  creditRoutes(app, deps);
  toolRoutes(app, deps);
  uploadRoutes(app, deps);
  widgetFileRoutes(app, deps);
  ratingRoutes(app, deps);
  googleFormRoutes(app, deps);
  speechRoutes(app, deps);
  agencyEmailRoutes(app, deps);
  clientDocRoutes(app, deps);
  conversationRoutes(app, deps);
  workspaceRoutes(app, deps);
  workspaceLogRoutes(app, deps);
  publicUserRoutes(app, deps);
  translateRoutes(app);
  // Only the journeys' and the tests' servers (NODE_ENV=test) have these; see testing-routes.ts.
  if (deps.env.NODE_ENV === 'test') testingRoutes(app, deps);

  await app.register(fastifyTRPCPlugin, {
    prefix: '/api/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: async ({ req }) => ({
        deps,
        principal: await principalOf(deps.ctx, req).catch(() => null),
        client: await clientPrincipalOf(deps.ctx, req).catch(() => null),
      }),
      onError: ({ error, req }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          req.log.error({ err: error.cause ?? error }, 'trpc error');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  // Notifications still being delivered (platform/conversation-notifications.ts) finish before the databases close.
  app.addHook('onClose', async () => {
    await settleNotifications();
  });

  if (deps.staticRoots) await staticRoutes(app, deps);
  else {
    app.setNotFoundHandler((request, reply) =>
      sendProblem(reply, problem(404, `No route ${request.method} ${request.url.split('?')[0]}`)),
    );
  }
  return app;
}
