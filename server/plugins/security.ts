import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http-error.ts';
import { SESSION_COOKIE } from './session.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const PRIVATE_ANSWER = 'private, no-store';

/** Security headers, CORS for the configured origins only, and an Origin check on unsafe methods (CSRF). */
export async function registerSecurity(app: FastifyInstance, deps: AppDeps) {
  const https = deps.config.publicUrl.startsWith('https://');
  // Photos in a bucket or behind a CDN come from its origin; on disk they are 'self' (/uploads/).
  const photoOrigin = URL.canParse(deps.storage.publicUrl) ? [new URL(deps.storage.publicUrl).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-hot-toast injects its keyframes in a <style> element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...photoOrigin],
        fontSrc: ["'self'"],
        // The app fetches the wishlist's photos ahead of time so that they show offline.
        connectSrc: ["'self'", ...deps.config.corsOrigins, ...photoOrigin],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  const allowed = new Set([new URL(deps.config.publicUrl).origin, ...deps.config.corsOrigins]);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
  });

  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const sameHost = `${request.protocol}://${request.host}`;
    if (origin !== sameHost && !allowed.has(origin)) throw new HttpError(403, 'crossSite');
  });

  // An API answer to a request with a session is about one person: no proxy or CDN may keep it, and the browser keeps
  // no copy on disk (the app holds its offline data in IndexedDB, per user).
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    // cookies is still null when Fastify refuses a request before the onRequest hooks (e.g. a malformed URL).
    if (request.cookies?.[SESSION_COOKIE] !== undefined) reply.header('Cache-Control', PRIVATE_ANSWER);
    return payload;
  });
}
