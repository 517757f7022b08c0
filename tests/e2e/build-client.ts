import { resolve } from 'node:path';

/** A production build of the client into `outDir`, with extra environment (e.g. VITE_APP_VERSION) baked in. */
export async function buildClient(outDir: string, env: Record<string, string> = {}): Promise<void> {
  const { build } = await import('vite');
  // Vitest sets NODE_ENV=test, and Vite lets the shell's NODE_ENV win: it would build React's development bundle.
  const saved = { NODE_ENV: process.env.NODE_ENV, ...Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]])) };
  Object.assign(process.env, { NODE_ENV: 'production', ...env });
  try {
    await build({ root: resolve(import.meta.dirname, '../..'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}
