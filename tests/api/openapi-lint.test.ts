import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { OPENAPI_FILE } from '../helpers/openapi.ts';

const run = promisify(execFile);
const ROOT = new URL('../../', import.meta.url);
const REDOCLY = new URL('node_modules/.bin/redocly', ROOT).pathname;

const documentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.object({ requestBody: z.object({ content: z.record(z.string(), z.unknown()) }).optional() }).loose())),
});

const problemsSchema = z.object({
  problems: z.array(
    z.object({ ruleId: z.string(), severity: z.string(), message: z.string(), location: z.array(z.object({ pointer: z.string() }).loose()) }).loose(),
  ),
});

it('docs/openapi.json passes Redocly’s recommended rules with no error and no warning (redocly.yaml)', async () => {
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
  expect(problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`)).toEqual([]);
}, 60_000);

it('documents the duplicate check’s multipart form as the upload’s: it reads the same form', () => {
  const document = documentSchema.parse(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')));
  const form = (path: string) => document.paths[path]?.post?.requestBody?.content?.['multipart/form-data'];
  expect(form('/api/property/create')).toMatchObject({ schema: { required: expect.arrayContaining(['images', 'price']) } });
  expect(form('/api/property/duplicate-check')).toEqual(form('/api/property/create'));
});

it('every PATCH body says what it requires: the server refuses an empty one, and so does the document', () => {
  const document = documentSchema.parse(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')));
  const bodySchema = z.object({
    required: z.array(z.string()).min(1).optional(),
    anyOf: z.array(z.object({ required: z.array(z.string()).min(1) })).optional(),
  });
  const patches = Object.entries(document.paths).flatMap(([path, ops]) => (ops.patch ? [[path, ops.patch] as const] : []));
  expect(patches.length).toBeGreaterThan(0);
  const acceptsEmpty = patches.flatMap(([path, op]) => {
    const body = bodySchema.parse(z.object({ schema: z.unknown() }).parse(op.requestBody?.content['application/json']).schema);
    return body.required || body.anyOf ? [] : [path];
  });
  expect(acceptsEmpty).toEqual([]);
});
