import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.ts';
import { loggerOptions } from './logging.ts';
import { registerBodyLimits } from './plugins/body-limits.ts';
import { registerClient } from './plugins/client.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerDrain } from './plugins/drain.ts';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './plugins/errors.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSessions } from './plugins/session.ts';
import { type Api, registerOpenApiRoute, registerTypedRoutes } from './plugins/typed-routes.ts';
import { registerUploadForm } from './plugins/upload-form.ts';
import { registerUploads } from './plugins/uploads.ts';
import { adminRoutes } from './routes/admin.ts';
import { duplicateCheckRoutes } from './routes/duplicate-check.ts';
import { duplicateRoutes } from './routes/duplicates.ts';
import { moderationRoutes } from './routes/moderation.ts';
import { reportRoutes } from './routes/reports.ts';
import { authRoutes } from './routes/auth.ts';
import { bookingRoutes } from './routes/bookings.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { lineRoutes } from './routes/line.ts';
import { contactRoutes } from './routes/contact.ts';
import { healthRoutes } from './routes/health.ts';
import { myPropertiesRoutes } from './routes/my-properties.ts';
import { propertyRoutes } from './routes/property.ts';
import { pushRoutes } from './routes/push.ts';
import { savedSearchRoutes } from './routes/saved-searches.ts';
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
    clientErrorHandler: answerClientError,
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
  await registerTypedRoutes(app);

  // A scope's own plugins (the upload form's multipart parser) serve its routes alone: elsewhere a form is a 415.
  const mount = (routes: (api: Api, deps: AppDeps) => Promise<void>, prefix?: string, scoped?: (api: FastifyInstance) => Promise<void>) =>
    app.register(
      async (api) => {
        if (scoped) await scoped(api);
        await routes(api.withTypeProvider<ZodTypeProvider>(), deps);
      },
      prefix ? { prefix } : {},
    );
  await mount(healthRoutes);
  await mount(authRoutes, '/api/auth');
  await mount(sessionRoutes, '/api/auth');
  await mount(siteRoutes, '/api');
  await mount(propertyRoutes, '/api/property', registerUploadForm);
  await mount(duplicateCheckRoutes, '/api/property', registerUploadForm);
  await mount(catalogueRoutes, '/api/property');
  await mount(lineRoutes, '/api');
  await mount(myPropertiesRoutes, '/api/user');
  await mount(contactRoutes, '/api/property');
  await mount(bookingRoutes, '/api/property');
  await mount(userRoutes, '/api/user');
  await mount(savedSearchRoutes, '/api/user');
  await mount(pushRoutes, '/api/push');
  await mount(adminRoutes, '/api/admin');
  await mount(moderationRoutes, '/api/admin');
  await mount(duplicateRoutes, '/api/admin');
  await mount(reportRoutes, '/api');
  registerOpenApiRoute(app);
  await registerUploads(app, deps.storage);

  await registerClient(app, deps.config.clientDir);
  return app;
}
