import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.ts';
import { COUNTERS_DOWN } from './rate-limit.ts';

export const SERVER_ERROR = 'Server error. Please try again later.';

/** Fastify's own 4xx codes, reworded for people: the default texts name internals. */
const FRIENDLY: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length is wrong',
  FST_ERR_VALIDATION: 'Invalid data provided',
  FST_ERR_BAD_URL: 'The address is not valid',
};

/**
 * Fastify's `frameworkErrors` option: errors met before routing (a path with broken percent-encoding)
 * skip the error handler, and Fastify's default answer carries internals instead of `{ message }`.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send({ message: FRIENDLY[error.code] ?? 'Invalid request' });
}

/** Every error leaves as `{ message }` with a real status; only genuine faults are 500, and those never leak details. */
export function registerErrorHandling(app: FastifyInstance, countersDown: () => Promise<boolean>) {
  app.setErrorHandler(async (error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send({ message: error.message });
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
      return reply.status(status).send({ message: FRIENDLY[code] ?? error.message });
    }
    request.log.error({ err: error }, 'request failed');
    // Redis went away between the route's check and its command: the same answer as when it was down before.
    if (await countersDown()) return reply.status(503).send({ message: COUNTERS_DOWN });
    return reply.status(500).send({ message: SERVER_ERROR });
  });
}
