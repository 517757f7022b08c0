import { healthAnswerSchema } from '../../src/domain/answers.ts';
import { errorAnswer } from '../error-answer.ts';
import type { AppDeps } from '../deps.ts';
import { type Api, errorAnswers } from '../plugins/typed-routes.ts';
import { databaseReady } from '../services/database-ready.ts';

/** Liveness and readiness for a load balancer or orchestrator. */
export async function healthRoutes(app: Api, deps: AppDeps) {
  // Alive: the process answers. No database call, so a slow database does not get the process killed.
  app.get('/healthz', { schema: { response: { 200: healthAnswerSchema, ...errorAnswers } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' as const };
  });

  // Ready: the database answers too; a load balancer stops sending traffic while it does not.
  app.get('/readyz', { schema: { response: { 200: healthAnswerSchema, ...errorAnswers } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (await databaseReady(deps.database.db, request.log)) return { status: 'ready' as const };
    return reply.status(503).send(errorAnswer('databaseDown'));
  });
}
