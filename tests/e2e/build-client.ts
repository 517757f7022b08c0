import { resolve } from 'node:path';
import { buildClient as buildInto } from '../../server/build-client.ts';

/** A production build of the client (and its page renderer) into `outDir`, with extra environment (e.g. VITE_APP_VERSION) baked in. */
export function buildClient(outDir: string, env: Record<string, string> = {}): Promise<void> {
  return buildInto(resolve(import.meta.dirname, '../..'), outDir, env);
}
