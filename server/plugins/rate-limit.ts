import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';

export const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';

export async function registerRateLimit(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => ({ statusCode: 429, message: TOO_MANY }),
  });
}

function bodyEmail(request: FastifyRequest): string {
  const body = request.body;
  if (body && typeof body === 'object' && 'email' in body && typeof body.email === 'string') return body.email.trim().toLowerCase().slice(0, 254);
  return '';
}

/** Route config for an abuse-prone route: counted per client IP and e-mail once the body is parsed. */
export function limitPerIpAndEmail(deps: AppDeps) {
  return {
    rateLimit: {
      hook: 'preHandler' as const,
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
