import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const INPUTS = ['src', 'public', 'scripts', 'index.html', 'vite.config.ts', 'manifest.webmanifest', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when the built client is missing or older than any of its sources. */
export function clientIsStale(root: string, outDir: string): boolean {
  const built = join(outDir, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return INPUTS.some((input) => newestMtime(join(root, input)) > builtAt);
}

/** Where in the client's folder the server build puts the page renderer (a dot folder: never served, never precached). */
export const SERVER_RENDER_DIR = '.server-render';

/**
 * A production build of the client into `outDir`, then of its page renderer into `outDir/.server-render`
 * (vite.config.ts), with extra environment (e.g. VITE_APP_VERSION) baked in.
 */
export async function buildClient(root: string, outDir: string, env: Record<string, string> = {}): Promise<void> {
  const { build } = await import('vite');
  // Vitest sets NODE_ENV=test, and Vite lets the shell's NODE_ENV win: it would build React's development bundle.
  const saved = { NODE_ENV: process.env.NODE_ENV, ...Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]])) };
  Object.assign(process.env, { NODE_ENV: 'production', ...env });
  try {
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    await build({ root, logLevel: 'warn', build: { ssr: true, outDir: join(outDir, SERVER_RENDER_DIR), emptyOutDir: false } });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/** `npm start` builds the client only when its sources changed since the last build. */
export async function buildClientIfStale(root: string, outDir: string, log: (msg: string) => void): Promise<void> {
  if (!clientIsStale(root, outDir)) return;
  log('Building the client...');
  await buildClient(root, outDir);
}
