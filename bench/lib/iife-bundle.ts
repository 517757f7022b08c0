import { resolve } from 'node:path';
import { build } from 'vite';

/** `entry` (a path under bench/) built as the app builds it, minified, as one script defining the global `name`: what a bench loads into a blank page. */
export async function iifeBundle(entry: string, name: string): Promise<string> {
  const out = await build({
    root: resolve(import.meta.dirname, '../..'),
    logLevel: 'warn',
    configFile: false,
    build: { write: false, minify: true, lib: { entry: resolve(import.meta.dirname, '..', entry), formats: ['iife'], name } },
  });
  const outputs = Array.isArray(out) ? out : 'output' in out ? [out] : [];
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error('Vite produced no bundle');
  return chunk.code;
}
