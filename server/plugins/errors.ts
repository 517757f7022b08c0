import { STATUS_CODES as STATUS_TEXTS } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../src/domain/error-codes.ts';
import { errorAnswer } from '../error-answer.ts';
import { HttpError } from '../http-error.ts';

/** Fastify's own 4xx codes as ours: the default texts name internals. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'bodyNotJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bodyEmpty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'tooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedContentType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'badContentLength',
  FST_ERR_VALIDATION: 'invalidData',
  FST_ERR_BAD_URL: 'badUrl',
};

/** A plugin's refusal without one of the codes above, by its status (@fastify/static's 403 for a path out of its folder). */
const STATUS_CODES: Record<number, ErrorCode> = { 403: 'forbidden', 413: 'tooLarge', 415: 'unsupportedContentType' };

function codeOf(error: Error): ErrorCode {
  const byCode = 'code' in error && typeof error.code === 'string' ? FASTIFY_CODES[error.code] : undefined;
  const byStatus = 'statusCode' in error && typeof error.statusCode === 'number' ? STATUS_CODES[error.statusCode] : undefined;
  return byCode ?? byStatus ?? 'invalidRequest';
}

/**
 * Fastify's `frameworkErrors` option: errors met before routing (a path with broken percent-encoding)
 * skip the error handler, and Fastify's default answer carries internals instead of `{ message, code }`.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send(errorAnswer(codeOf(error)));
}

/** Every error leaves as `{ message, code, values? }` (decision 0045) with a real status; only genuine faults are 500, and those never leak details. */
export function registerErrorHandling(app: FastifyInstance, countersDown: () => Promise<boolean>) {
  app.setErrorHandler(async (error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send(errorAnswer(error.code, error.values));
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) return reply.status(status).send(errorAnswer(codeOf(error)));
    request.log.error({ err: error }, 'request failed');
    // Redis went away between the route's check and its command: the same answer as when it was down before.
    if (await countersDown()) return reply.status(503).send(errorAnswer('countersDown'));
    return reply.status(500).send(errorAnswer('serverError'));
  });
}

/** Node's parser errors with their own status; anything else it cannot parse is a plain 400. */
const CLIENT_ERRORS: Record<string, [number, ErrorCode]> = {
  HPE_HEADER_OVERFLOW: [431, 'headersTooLarge'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'requestTimeout'],
};

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refused (headers or URL over the limit, a broken request
 * line, a request too slow to arrive) never reaches Fastify, and its default answer is `{ error, message, statusCode }`.
 * The answer is written to the socket by hand, as Fastify's own is, and the connection closed.
 */
export function answerClientError(error: Error, socket: Socket) {
  const nodeCode = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (nodeCode === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, code] = CLIENT_ERRORS[nodeCode] ?? [400, 'invalidRequest'];
  const body = JSON.stringify(errorAnswer(code));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXTS[status] ?? ''}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
