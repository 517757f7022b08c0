import { z } from 'zod';
import { lineAnswerSchema } from '../../src/domain/line/line-answer.ts';
import type { AppDeps } from '../deps.ts';
import { type Api, errorAnswers, sendEncoded } from '../plugins/typed-routes.ts';
import { createLineAnswers } from '../services/line.ts';

/** GET /api/line: every station's listings, medians and price trend, for the line at a glance. */
export async function lineRoutes(app: Api, deps: AppDeps) {
  const answers = createLineAnswers(deps.database.db, deps.now, deps.config.freshness);
  const schema = { response: { 200: lineAnswerSchema, 304: z.null().describe('Not modified: the answer tagged If-None-Match still holds.'), ...errorAnswers } };
  app.get('/line', { schema }, async (request, reply) => {
    const { json, etag } = await answers();
    // Revalidated on every use: an unchanged catalogue costs the client a 304, a changed one the new figures.
    reply.header('etag', etag).header('cache-control', 'public, no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
    return sendEncoded(reply, json);
  });
}
