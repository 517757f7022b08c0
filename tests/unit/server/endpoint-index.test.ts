import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { API_DOC, endpoints, INDEX_END, INDEX_START, indexTable } from '../../../scripts/endpoint-index.ts';

const OPENAPI = new URL('../../../docs/openapi.json', import.meta.url);

it('docs/api.md indexes every endpoint of the route files (run `npm run api-index` after adding or moving a route)', () => {
  const doc = readFileSync(API_DOC, 'utf8');
  const committed = doc.slice(doc.indexOf(INDEX_START) + INDEX_START.length, doc.indexOf(INDEX_END)).trim();
  expect(committed, 'the endpoint index of docs/api.md is out of date: run `npm run api-index`').toBe(indexTable());
});

it('finds in the route files every operation the OpenAPI document has, and no other', () => {
  const document: unknown = JSON.parse(readFileSync(OPENAPI, 'utf8'));
  const paths = document && typeof document === 'object' && 'paths' in document && document.paths && typeof document.paths === 'object' ? document.paths : {};
  const operations = Object.entries(paths).flatMap(([path, ops]: [string, unknown]) =>
    Object.keys(ops && typeof ops === 'object' ? ops : {}).map((method) => `${method.toUpperCase()} ${path}`),
  );
  const indexed = endpoints().map((e) => `${e.method} ${e.path}`);
  expect(indexed.sort()).toEqual(operations.sort());
  expect(operations.length).toBeGreaterThan(40);
});

it('names each route file and the services its handler calls', () => {
  const find = (method: string, path: string) => endpoints().find((e) => e.method === method && e.path === path);
  expect(find('GET', '/api/property/getProperties')).toEqual({
    method: 'GET',
    path: '/api/property/getProperties',
    routeFile: 'server/routes/property.ts',
    services: ['server/services/property-listings.ts'],
  });
  expect(find('GET', '/healthz')?.services).toEqual([]);
  expect(find('POST', '/api/auth/login')?.services).toContain('server/services/sign-in.ts');
});
