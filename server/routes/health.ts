import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';

/** Liveness and readiness for a load balancer or orchestrator. */
export async function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  // Alive: the process answers. No database call, so a slow database does not get the process killed.
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  // Ready: the database answers too; a load balancer stops sending traffic while it does not.
  app.get('/readyz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await deps.database.db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch (err) {
      request.log.warn({ err }, 'database not ready');
      return reply.status(503).send({ message: 'The database is not reachable' });
    }
  });
}
