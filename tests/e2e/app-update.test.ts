import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { startServer, type RunningServer } from '../../server/start.ts';
import { buildClient } from './build-client.ts';
import { newPage, PHONE } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';
import { waitForServiceWorker } from './service-worker.ts';

const NEXT = 'e2e-next-build';
let s: Suite;
let nextDir: string;
/** The server after the deploy; the suite's own close() only knows the first one. */
let deployed: RunningServer | undefined;

beforeAll(async () => {
  s = await startSuite();
  nextDir = mkdtempSync(join(tmpdir(), 'homes-e2e-next-'));
}, 120_000);
afterAll(async () => {
  if (deployed) {
    await s.browser.close();
    await deployed.close();
    rmSync(s.dataDir, { recursive: true, force: true });
  } else {
    await s?.close();
  }
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
  const oldWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

  // Deploy: a changed build, served by a restarted server on the same address (the old files are gone).
  await buildClient(nextDir, { VITE_APP_VERSION: NEXT });
  const port = Number(new URL(s.baseURL).port);
  await s.server.close();
  deployed = await startServer({ ...s.server.deps.config, port, clientDir: nextDir });
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
  // Nothing switched behind the user's back: the old worker still controls the old build.
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(oldWorker);
  expect(await footer.textContent()).toContain(`Version ${pkg.version}`);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);

  await toast.getByRole('button', { name: 'Reload' }).click();
  await eventually(() => footer.textContent(), 30_000).toContain(`Version ${NEXT}`);
  expect(await page.evaluate(() => document.querySelector('script[type="module"]')?.getAttribute('src'))).toBe(newEntry);
  expect(await page.getByText('A new version is available').count()).toBe(0);
  await context.close();
}, 240_000);
