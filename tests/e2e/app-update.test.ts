import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pkg from '../../package.json' with { type: 'json' };
import { buildApp } from '../../server/app.ts';
import { buildClient } from './build-client.ts';
import { newPage, PHONE } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';
import { waitForServiceWorker } from './service-worker.ts';

const NEXT = 'e2e-next-build';
let s: Suite;
let nextDir: string;
/** The HTTP app after the deploy; the suite's own close() only knows the first one. */
let deployed: FastifyInstance | undefined;

beforeAll(async () => {
  s = await startSuite();
  nextDir = mkdtempSync(join(tmpdir(), 'homes-e2e-next-'));
}, 120_000);
afterAll(async () => {
  await deployed?.close();
  await s?.close();
  rmSync(nextDir, { recursive: true, force: true });
});

const eventually = <T>(fn: () => Promise<T> | T, timeout = 15_000) => expect.poll(fn, { timeout, interval: 100 });
const entryScript = (html: string) => /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];

it('shows the update toast after a deploy, keeps the old build working until Reload, and runs the new build after it', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  await page.goto('/');
  await waitForServiceWorker(page);
  const footer = page.locator('footer');
  await eventually(() => footer.textContent()).toContain(`Version ${pkg.version}`);

  // Deploy: a changed build, served by a restarted server on the same address and database (the old files are gone).
  await buildClient(nextDir, { VITE_APP_VERSION: NEXT });
  const { port, hostname } = new URL(s.baseURL);
  await s.server.app.close();
  deployed = await buildApp({ ...s.server.deps, config: { ...s.server.deps.config, clientDir: nextDir } });
  await deployed.listen({ port: Number(port), host: hostname });
  const newEntry = entryScript(readFileSync(join(nextDir, 'index.html'), 'utf8'));
  expect(newEntry).toBeDefined();

  // A route whose chunk the old page never loaded: the server no longer has it, the precache does.
  await page.getByRole('link', { name: 'Contact Us' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Talk to a Mumbai Homes agent' }).waitFor({ timeout: 10_000 });

  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  const toast = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await toast.waitFor({ timeout: 30_000 });
  // Nothing switched behind the user's back: the new worker waits, and the page still runs the old build.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe('installed');
  expect(await footer.textContent()).toContain(`Version ${pkg.version}`);

  await toast.getByRole('button', { name: 'Reload' }).click();
  await eventually(() => footer.textContent(), 30_000).toContain(`Version ${NEXT}`);
  expect(await page.evaluate(() => document.querySelector('script[type="module"]')?.getAttribute('src'))).toBe(newEntry);
  expect(await page.getByText('A new version is available').count()).toBe(0);
  await context.close();
}, 240_000);
