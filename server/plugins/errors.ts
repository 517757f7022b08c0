import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.ts';
import {
  BAD_CONTENT_LENGTH,
  BAD_URL,
  BODY_EMPTY,
  BODY_NOT_JSON,
  COUNTERS_DOWN,
  INVALID_DATA,
  INVALID_REQUEST,
  SERVER_ERROR,
  TOO_LARGE,
  UNSUPPORTED_CONTENT_TYPE,
} from '../../src/domain/api-errors.ts';
import { errorAnswer } from '../../src/domain/error-answer.ts';

/** Fastify's own 4xx codes, reworded for people: the default texts name internals. */
const FRIENDLY: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: BODY_NOT_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: BODY_EMPTY,
  FST_ERR_CTP_BODY_TOO_LARGE: TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: UNSUPPORTED_CONTENT_TYPE,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: BAD_CONTENT_LENGTH,
  FST_ERR_VALIDATION: INVALID_DATA,
  FST_ERR_BAD_URL: BAD_URL,
};

/**
 * Fastify's `frameworkErrors` option: errors met before routing (a path with broken percent-encoding)
 * skip the error handler, and Fastify's default answer carries internals instead of `{ message, code }`.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send(errorAnswer(FRIENDLY[error.code] ?? INVALID_REQUEST));
}

/** Every error leaves as `{ message, code }` (decision 0045) with a real status; only genuine faults are 500, and those never leak details. */
export function registerErrorHandling(app: FastifyInstance, countersDown: () => Promise<boolean>) {
  app.setErrorHandler(async (error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send(errorAnswer(error.message, error.coded));
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
      return reply.status(status).send(errorAnswer(FRIENDLY[code] ?? error.message));
    }
    request.log.error({ err: error }, 'request failed');
    // Redis went away between the route's check and its command: the same answer as when it was down before.
    if (await countersDown()) return reply.status(503).send(errorAnswer(COUNTERS_DOWN));
    return reply.status(500).send(errorAnswer(SERVER_ERROR));
  });
}
