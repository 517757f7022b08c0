import { join, resolve } from 'node:path';
import { buildClientIfStale } from './build-client.ts';
import { loadConfig } from './config.ts';
import { DEMO_ADMIN_PASSWORD_FILE } from './services/demo-admin-password.ts';
import { startServer } from './start.ts';

/** `npm start`: one process serving the API and the client, on the embedded database unless DATABASE_URL is set. */
async function main() {
  const config = loadConfig();
  const root = resolve(import.meta.dirname, '..');
  if (config.buildClient) await buildClientIfStale(root, config.clientDir, (msg) => console.log(msg));

  const server = await startServer(config, { logLevel: config.logLevel });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.app.log.info({ signal }, 'shutting down: draining requests');
    await server.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const where = server.database.kind === 'pglite' ? `embedded database in ${join(config.dataDir, 'db')}` : 'PostgreSQL';
  const demo = server.demo
    ? ` Demo accounts: ${server.demo.user.email} / ${server.demo.user.password} (user), ${server.demo.admin.email} / ${server.demo.admin.password ?? `the password in ${join(config.dataDir, DEMO_ADMIN_PASSWORD_FILE)}, which is gone`} (admin).` +
      (server.demo.seededMs === null ? '' : ` Demo listings seeded in ${(server.demo.seededMs / 1000).toFixed(1)} s.`)
    : '';
  console.log(`Mumbai Homes is running at ${config.publicUrl} (${where}).${demo}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
