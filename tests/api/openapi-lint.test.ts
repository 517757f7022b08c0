import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { OPENAPI_FILE } from '../helpers/openapi.ts';

const run = promisify(execFile);
const ROOT = new URL('../../', import.meta.url);
const REDOCLY = new URL('node_modules/.bin/redocly', ROOT).pathname;

const problemsSchema = z.object({
  problems: z.array(
    z.object({ ruleId: z.string(), severity: z.string(), message: z.string(), location: z.array(z.object({ pointer: z.string() }).loose()) }).loose(),
  ),
});

it('docs/openapi.json passes Redocly’s recommended rules with no error (redocly.yaml)', async () => {
  // Redocly exits 1 when it finds an error; the JSON report is written either way.
  const { stdout } = await run(
    REDOCLY,
    ['lint', OPENAPI_FILE.pathname, '--config', new URL('redocly.yaml', ROOT).pathname, '--format=json', '--max-problems=1000'],
    {
      cwd: ROOT.pathname,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  ).catch((err: unknown) =>
    typeof err === 'object' && err !== null && 'stdout' in err && typeof err.stdout === 'string' ? { stdout: err.stdout } : Promise.reject(err),
  );
  const { problems } = problemsSchema.parse(JSON.parse(stdout));
  const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`);
  expect(errors).toEqual([]);
}, 60_000);

it('paths that could match one URL never share a method (why redocly.yaml turns no-ambiguous-paths off)', () => {
  const document = z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) }).parse(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')));
  const entries = Object.entries(document.paths);
  const isParam = (s: string) => s.startsWith('{');
  const overlap = (a: string, b: string) => {
    const x = a.split('/');
    const y = b.split('/');
    return x.length === y.length && x.every((s, i) => s === y[i] || isParam(s) || isParam(y[i] ?? ''));
  };
  const clashes: string[] = [];
  let overlapping = 0;
  for (const [i, [a, aOps]] of entries.entries()) {
    for (const [b, bOps] of entries.slice(i + 1)) {
      if (!overlap(a, b)) continue;
      overlapping += 1;
      for (const method of Object.keys(aOps)) if (method in bOps) clashes.push(`${method.toUpperCase()} ${a} and ${b}`);
    }
  }
  expect(clashes).toEqual([]);
  // The three listing paths of the specification, as redocly.yaml says.
  expect(overlapping).toBeGreaterThan(0);
});
