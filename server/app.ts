import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './deps.ts';
import { loggerOptions } from './logging.ts';
import { registerBodyLimits } from './plugins/body-limits.ts';
import { registerClient } from './plugins/client.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerDrain } from './plugins/drain.ts';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSessions } from './plugins/session.ts';
import { registerUploads } from './plugins/uploads.ts';
import { adminRoutes } from './routes/admin.ts';
import { authRoutes } from './routes/auth.ts';
import { bookingRoutes } from './routes/bookings.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { contactRoutes } from './routes/contact.ts';
import { healthRoutes } from './routes/health.ts';
import { myPropertiesRoutes } from './routes/my-properties.ts';
import { propertyRoutes } from './routes/property.ts';
import { sessionRoutes } from './routes/session.ts';
import { siteRoutes } from './routes/site.ts';
import { userRoutes } from './routes/user.ts';

export interface BuildOptions {
  /** Log level for pino; no logging when unset (tests). */
  logLevel?: string;
}

/** The whole HTTP app: cross-cutting plugins in a fixed order, then the API routes, then the client. Tests drive it with inject(). */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logLevel ? loggerOptions(options.logLevel) : false,
    genReqId: () => randomUUID(),
    bodyLimit: 64 * 1024,
    trustProxy: deps.config.trustProxy,
    requestIdHeader: 'x-request-id',
    frameworkErrors: answerFrameworkError,
  });

  // The id in every log line goes back to the client, so a user's report can be matched to the logs.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app, async () => (deps.sharedRedis ? !(await deps.sharedRedis.answers()) : false));
  registerDrain(app);
  registerBodyLimits(app);
  await registerSecurity(app, deps);
  await registerCompression(app);
  await app.register(cookie);
  await registerRateLimit(app, deps);
  registerSessions(app, deps);

  await app.register(async (api) => healthRoutes(api, deps));
  await app.register(async (api) => authRoutes(api, deps), { prefix: '/api/auth' });
  await app.register(async (api) => sessionRoutes(api, deps), { prefix: '/api/auth' });
  await app.register(async (api) => siteRoutes(api, deps), { prefix: '/api' });
  await app.register(async (api) => propertyRoutes(api, deps), { prefix: '/api/property' });
  await app.register(async (api) => catalogueRoutes(api, deps), { prefix: '/api/property' });
  await app.register(async (api) => myPropertiesRoutes(api, deps), { prefix: '/api/user' });
  await app.register(async (api) => contactRoutes(api, deps), { prefix: '/api/property' });
  await app.register(async (api) => bookingRoutes(api, deps), { prefix: '/api/property' });
  await app.register(async (api) => userRoutes(api, deps), { prefix: '/api/user' });
  await app.register(async (api) => adminRoutes(api, deps), { prefix: '/api/admin' });
  await registerUploads(app, deps.storage);

  await registerClient(app, deps.config.clientDir);
  return app;
}
