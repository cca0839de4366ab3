// Serves the built front ends: the dashboard SPA at /, the widget loader at /embed.js and its frame at /widget/.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../platform/deps';
import { problem, sendProblem } from '../platform/problem';

export async function staticRoutes(app: FastifyInstance, deps: ServerDeps) {
  const roots = deps.staticRoots;
  if (!roots) return;

  if (existsSync(join(roots.widget, 'embed.js'))) {
    app.get('/embed.js', (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=300')
        .header('access-control-allow-origin', '*')
        .sendFile('embed.js', roots.widget),
    );
  }
  await app.register(fastifyStatic, {
    root: join(roots.widget, 'widget'),
    prefix: '/widget/',
    decorateReply: false,
    cacheControl: false,
    setHeaders(res, path) {
      // Hashed assets never change; the frame page must be revalidated so a deploy reaches visitors.
      res.setHeader(
        'cache-control',
        path.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
    },
  });
  await app.register(fastifyStatic, {
    root: roots.dashboard,
    prefix: '/',
    wildcard: true,
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  // Client-side routes of the SPA fall back to index.html; unknown API paths stay JSON 404s.
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return sendProblem(reply, problem(404, `No route ${request.method} ${request.url.split('?')[0]}`));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', roots.dashboard);
  });
}
