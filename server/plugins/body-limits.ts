import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error.ts';

export const TOO_LARGE = 'The request is too large';

/**
 * Every JSON body the API takes is a handful of short fields (sign-in, sign-up, passwords, wishlist,
 * booking, status): the longest valid one, every character sent as a 6-byte \u escape, stays under 4 KB.
 */
export const JSON_BODY_LIMIT = 8 * 1024;

/** The Contact Us form: a 2,000-character message plus name, e-mail and number, escaped as above, stays under 16 KB. */
export const TEXT_BODY_LIMIT = 16 * 1024;

/**
 * Routes that do not set their own `bodyLimit` get the small JSON one. Fastify enforces it while it reads
 * JSON; a multipart body is streamed to the route, so its declared length is checked here before any of it is read.
 */
export function registerBodyLimits(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= JSON_BODY_LIMIT;
  });
  app.addHook('onRequest', async (request) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > request.routeOptions.bodyLimit) throw new HttpError(413, TOO_LARGE);
  });
}
