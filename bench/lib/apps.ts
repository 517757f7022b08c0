import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './processes.ts';

export interface AppUnderTest {
  /** How the tables name it: "this checkout", or "before" for the checkout given with --before. */
  label: string;
  dir: string;
}

/** The options the browser benches share; bench/run.ts declares them too, so their values are not taken for bench names. */
export const APP_OPTIONS = { 'app-dir': { type: 'string' }, before: { type: 'string' } } as const;

/**
 * Which checkouts to measure: `--app-dir DIR` measures another (built) checkout instead of this one, and
 * `--before DIR` measures DIR too, run for run beside it, so "before" and "after" come from the same minutes of
 * the same machine (a shared machine's load changes more between two runs an hour apart than a change does).
 */
export function appsUnderTest(): AppUnderTest[] {
  const { values } = parseArgs({ options: APP_OPTIONS, strict: false, allowPositionals: true });
  const dirOf = (value: string | boolean | undefined) => {
    if (typeof value !== 'string') return undefined;
    const dir = resolve(value);
    if (!existsSync(resolve(dir, 'dist/index.html'))) throw new Error(`${dir} has no build: run npm ci && npm run build there first`);
    return dir;
  };
  const main = dirOf(values['app-dir']) ?? ROOT;
  const before = dirOf(values.before);
  const apps: AppUnderTest[] = [];
  if (before) apps.push({ label: 'before', dir: before });
  apps.push({ label: before ? 'after' : main === ROOT ? 'this checkout' : main, dir: main });
  return apps;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
/** "min-max" of a set of figures, as the tables show the spread. */
export const spread = (xs: number[], format: (x: number) => string) => `${format(Math.min(...xs))}-${format(Math.max(...xs))}`;
