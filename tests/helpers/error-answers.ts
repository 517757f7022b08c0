import type { FastifyInstance } from 'fastify';
import { isErrorCode } from '../../src/domain/error-codes.ts';

/**
 * Watches every 4xx and 5xx answer of a test app: each must carry a known `code` beside its `message` (decision 0045),
 * so a new message without one fails the API test that first meets it. Returns the answers that did not.
 */
export function watchErrorAnswers(app: FastifyInstance): () => string[] {
  const uncoded: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    // A page's HTML (the not-found page of an unknown listing) is for people, not an API answer.
    const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    if (reply.statusCode < 400 || !json || typeof payload !== 'string') return payload;
    const body: unknown = JSON.parse(payload);
    const code = body && typeof body === 'object' && 'code' in body && typeof body.code === 'string' ? body.code : undefined;
    if (!code || !isErrorCode(code)) uncoded.push(`${request.method} ${request.url} ${reply.statusCode}: ${payload}`);
    return payload;
  });
  return () => uncoded;
}
