import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';

/** Public facts the client shows in the footer and on the property page; configured, not built in. */
export async function siteRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/site', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return { agentPhone: deps.config.agentPhone, agentEmail: deps.config.agentEmail, city: 'Mumbai' };
  });
}
