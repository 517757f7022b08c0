import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './deps.ts';
import { registerClient } from './plugins/client.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSessions } from './plugins/session.ts';
import { registerUploads } from './plugins/uploads.ts';
import { adminRoutes } from './routes/admin.ts';
import { authRoutes } from './routes/auth.ts';
import { bookingRoutes } from './routes/bookings.ts';
import { contactRoutes } from './routes/contact.ts';
import { myPropertiesRoutes } from './routes/my-properties.ts';
import { propertyRoutes } from './routes/property.ts';
import { siteRoutes } from './routes/site.ts';
import { userRoutes } from './routes/user.ts';

export interface BuildOptions {
  /** Pino logger settings; false in tests. */
  logger?: boolean | { level: string };
}

/** The whole HTTP app: cross-cutting plugins in a fixed order, then the API routes, then the client. Tests drive it with inject(). */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 64 * 1024,
    trustProxy: false,
    requestIdHeader: 'x-request-id',
  });

  registerErrorHandling(app);
  await registerSecurity(app, deps);
  await app.register(cookie);
  await registerRateLimit(app);
  registerSessions(app, deps);

  await app.register(async (api) => authRoutes(api, deps), { prefix: '/api/auth' });
  await app.register(async (api) => siteRoutes(api, deps), { prefix: '/api' });
  await app.register(async (api) => propertyRoutes(api, deps), { prefix: '/api/property' });
  await app.register(async (api) => myPropertiesRoutes(api, deps), { prefix: '/api/user' });
  await app.register(async (api) => contactRoutes(api, deps), { prefix: '/api/property' });
  await app.register(async (api) => bookingRoutes(api, deps), { prefix: '/api/property' });
  await app.register(async (api) => userRoutes(api, deps), { prefix: '/api/user' });
  await app.register(async (api) => adminRoutes(api, deps), { prefix: '/api/admin' });
  await registerUploads(app, deps.storage);

  await registerClient(app, deps.config.clientDir);
  return app;
}
