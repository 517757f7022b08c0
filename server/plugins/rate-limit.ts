import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http-error.ts';

/**
 * The counters live in this process's memory, or in Redis when REDIS_URL is set (the plugin's own store), so
 * every process counts against one allowance. While Redis is unreachable the counted routes answer 503 rather
 * than count nothing: an attacker cannot wait for an outage to get unlimited guesses (decision 0023).
 */
export async function registerRateLimit(app: FastifyInstance, deps: AppDeps) {
  const shared = deps.sharedRedis;
  if (shared) {
    app.addHook('onRoute', (route) => {
      const config: unknown = route.config;
      if (!config || typeof config !== 'object' || !('rateLimit' in config)) return;
      const gate = async () => {
        if (!shared.isUp()) throw new HttpError(503, 'countersDown');
      };
      const existing = route.onRequest;
      route.onRequest = [gate, ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing])];
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(shared ? { redis: shared.client, nameSpace: 'homes:rate:' } : {}),
    errorResponseBuilder: () => new HttpError(429, 'tooMany'),
  });
}

function bodyEmail(request: FastifyRequest): string {
  const body = request.body;
  if (body && typeof body === 'object' && 'email' in body && typeof body.email === 'string') return body.email.trim().toLowerCase().slice(0, 254);
  return '';
}

/**
 * Route config for an abuse-prone route: counted per client IP and e-mail once the body is parsed, and before it is
 * validated, so a client over its allowance is refused whatever it sends.
 */
export function limitPerIpAndEmail(deps: AppDeps) {
  return {
    rateLimit: {
      hook: 'preValidation' as const,
      max: deps.config.authRateLimit.max,
      timeWindow: deps.config.authRateLimit.windowMs,
      keyGenerator: (request: FastifyRequest) => `${request.ip}|${bodyEmail(request)}`,
    },
  };
}

/** Route config counted per client IP alone (enquiries, uploads). */
export function limitPerIp(deps: AppDeps) {
  return {
    rateLimit: { max: deps.config.authRateLimit.max, timeWindow: deps.config.authRateLimit.windowMs },
  };
}

/**
 * Sign-in, sign-up and password reset: at most AUTH_ADDRESS_RATE_LIMIT attempts per client address per window,
 * whatever e-mail each names, beside the per-e-mail count above. Without it one address could spray a password
 * over any number of accounts, or create accounts in bulk, each attempt costing a 32 MiB scrypt hash. Counted
 * at onRequest, before the body is read.
 */
export function limitPerAddress(app: FastifyInstance, deps: AppDeps) {
  // createRateLimit, not rateLimit: the plugin's own handler marks the request as counted, which would skip the per-e-mail count.
  const count = app.createRateLimit({ max: deps.config.authAddressRateLimit, timeWindow: deps.config.authRateLimit.windowMs });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new HttpError(429, 'tooMany');
  };
}
