import { afterAll, beforeAll, expect, it } from 'vitest';
import { maskUrl } from '../../server/logging.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('answers liveness and readiness without caching, with a request id', async () => {
  const live = await t.app.inject({ url: '/healthz' });
  expect(live.statusCode).toBe(200);
  expect(live.json()).toEqual({ status: 'ok' });
  expect(live.headers['cache-control']).toBe('no-store');
  expect(live.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  const ready = await t.app.inject({ url: '/readyz' });
  expect(ready.json()).toEqual({ status: 'ready' });
});

it('never logs a reset token from the page URL', () => {
  expect(maskUrl('/reset-password/abc123secret?x=1')).toBe('/reset-password/[redacted]?x=1');
  expect(maskUrl('/properties?q=reset-password/x')).toBe('/properties?q=reset-password/x');
});
