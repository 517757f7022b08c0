import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.ts';

/**
 * Every JSON body the API takes is a handful of short fields (sign-in, sign-up, passwords, wishlist,
 * booking, status): the longest valid one, every character sent as a 6-byte \u escape, stays under 4 KB.
 */
export const JSON_BODY_LIMIT = 8 * 1024;

/** The Contact Us form: a 2,000-character message plus name, e-mail and number, escaped as above, stays under 16 KB. */
export const TEXT_BODY_LIMIT = 16 * 1024;

const isMultipart = (request: FastifyRequest) => (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

/**
 * The most a body that is not a multipart form may hold on this route. A route raises its `bodyLimit` past the
 * text limit only for its multipart upload; a JSON (or text) body sent there is held to the JSON limit, or a
 * visitor's 40 MB of JSON would be read and parsed before the route could refuse it.
 */
function plainBodyLimit(request: FastifyRequest): number {
  const routeLimit = request.routeOptions.bodyLimit;
  return routeLimit > TEXT_BODY_LIMIT ? JSON_BODY_LIMIT : routeLimit;
}

/** Passes the body on until it grows past `limit`, then fails with the 413 the error handler answers. */
function capped(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(new HttpError(413, 'tooLarge'));
      else done(null, chunk);
    },
  });
}

/**
 * Routes that do not set their own `bodyLimit` get the small JSON one. A declared length over the limit is refused
 * before any of the body is read; a body without one (chunked) is cut off as soon as it passes the limit. A
 * multipart body is streamed to its route, whose parts have their own limits (server/plugins/upload-form.ts).
 */
export function registerBodyLimits(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= JSON_BODY_LIMIT;
  });
  app.addHook('onRequest', async (request) => {
    const declared = Number(request.headers['content-length']);
    const limit = isMultipart(request) ? request.routeOptions.bodyLimit : plainBodyLimit(request);
    if (Number.isFinite(declared) && declared > limit) throw new HttpError(413, 'tooLarge');
  });
  app.addHook('preParsing', async (request, _reply, payload) => {
    const limit = plainBodyLimit(request);
    // Fastify stops reading at the route's own limit; only a route that allows more needs the tighter cut.
    if (isMultipart(request) || limit >= request.routeOptions.bodyLimit) return payload;
    return payload.pipe(capped(limit));
  });
}
