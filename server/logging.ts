import type { FastifyRequest } from 'fastify';

/** Paths that carry a secret in the URL itself; logged with the secret masked. */
const SECRET_PATHS = /^(\/reset-password\/)[^/?#]+/;

export function maskUrl(url: string): string {
  return url.replace(SECRET_PATHS, '$1[redacted]');
}

/** Pino options: request ids on every line, no cookies, tokens or passwords ever written. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.newPassword', '*.oldPassword', '*.token'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: maskUrl(request.url), remoteAddress: request.ip }),
    },
  };
}
