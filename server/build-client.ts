import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'manifest.webmanifest', 'package-lock.json'];

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

/** `npm start` builds the client only when its sources changed since the last build. */
export async function buildClientIfStale(root: string, outDir: string, log: (msg: string) => void): Promise<void> {
  if (!clientIsStale(root, outDir)) return;
  log('Building the client...');
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}
