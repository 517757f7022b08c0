import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadPageRenderer } from './server-render.ts';
import { errorAnswer } from '../error-answer.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves the built client: hashed assets cached for a year, everything else revalidated, and index.html for app routes. */
export async function registerClient(app: FastifyInstance, clientDir: string) {
  const hasClient = existsSync(join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  }

  const renderPage = hasClient ? await loadPageRenderer(app, clientDir) : undefined;

  /** An app page (rendered on the server when it can be, else the shell); anything else unknown answers 404. */
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApp = !path.startsWith('/api/') && !path.startsWith('/uploads/') && !/\.[a-z0-9]+$/i.test(path);
    if (hasClient && isApp && (request.method === 'GET' || request.method === 'HEAD')) {
      const page = request.method === 'GET' ? await renderPage?.(request) : undefined;
      if (page) {
        // A signed-in page holds the user's own data: no shared cache may keep it.
        return reply
          .header('Cache-Control', request.headers.cookie ? 'private, no-cache' : 'no-cache')
          .header('Vary', 'Cookie, Accept-Language')
          .type('text/html; charset=utf-8')
          .send(page);
      }
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(errorAnswer('noSuchEndpoint', { method: request.method, path }));
  };
  // A route, not only the not-found handler, so @fastify/compress (which hooks routes) compresses the rendered pages.
  // Every built file has its own, more specific route (@fastify/static with wildcard: false).
  if (hasClient) app.get('/*', answer);
  app.setNotFoundHandler(answer);
}
