import { siteInfoSchema } from '../../src/domain/site.ts';
import type { AppDeps } from '../deps.ts';
import { type Api, errorAnswers } from '../plugins/typed-routes.ts';

/** Public facts the client shows in the footer and on the property page; configured, not built in. */
export async function siteRoutes(app: Api, deps: AppDeps) {
  app.get('/site', { schema: { response: { 200: siteInfoSchema, ...errorAnswers } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    const { agentPhone, agentEmail, officeAddress, agentRera, visitHours, freshness } = deps.config;
    return { agentPhone, agentEmail, city: 'Mumbai', officeAddress, agentRera, visitHours, freshness };
  });
}
