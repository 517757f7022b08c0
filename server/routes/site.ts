import type { FastifyInstance } from 'fastify';
import { siteInfoSchema } from '../../src/domain/site.ts';
import type { AppDeps } from '../deps.ts';

/** Public facts the client shows in the footer and on the property page; configured, not built in. */
export async function siteRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/site', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    const { agentPhone, agentEmail, officeAddress, agentRera } = deps.config;
    return siteInfoSchema.parse({ agentPhone, agentEmail, city: 'Mumbai', officeAddress, agentRera });
  });
}
