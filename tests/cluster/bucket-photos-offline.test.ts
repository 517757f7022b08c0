import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PHOTO_CACHE } from '../../src/offline/sw-contract.ts';
import { DESKTOP, launchBrowser, newPage } from '../e2e/browser.ts';
import { buildClient } from '../e2e/build-client.ts';
import { cachedUrls, waitForServiceWorker } from '../e2e/service-worker.ts';
import { freePort, spawnServer, type ServerProcess } from '../process/server-process.ts';
import { startS3rver, type Service } from './services.ts';

/**
 * Photos in a bucket on another origin (S3_PUBLIC_URL) are kept by the service worker like the app's own /uploads/:
 * the commuter who browsed online sees them offline. Real Chromium, the real worker, an S3 server with the CORS
 * rule docs/deploy.md asks for.
 */
const BUCKET = 'photos';
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

let s3: Service;
let app: ServerProcess;
let browser: Browser;
let publicBase: string;

beforeAll(async () => {
  const s3Port = await freePort();
  s3 = await startS3rver(tempDir('homes-s3-'), s3Port, BUCKET, [resolve(import.meta.dirname, 'bucket-cors.xml')]);
  publicBase = `http://127.0.0.1:${s3Port}/${BUCKET}/`;
  const clientDir = tempDir('homes-client-');
  await buildClient(clientDir);
  app = await spawnServer(tempDir('homes-app-'), await freePort(), {
    CLIENT_DIR: clientDir,
    SEED_DEMO: '1',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_FORCE_PATH_STYLE: '1',
    S3_PUBLIC_URL: publicBase,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_REGION: 'us-east-1',
  });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (app && app.child.exitCode === null) {
    app.child.kill('SIGTERM');
    await app.exited;
  }
  await s3?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** The first card's photo: where it came from, and whether it decoded to pixels. */
const firstPhoto = (page: Page) =>
  page
    .locator('article img')
    .first()
    .evaluate((img: HTMLImageElement) =>
      img.decode().then(
        () => ({ src: img.currentSrc, shown: img.naturalWidth > 0 }),
        () => ({ src: img.currentSrc, shown: false }),
      ),
    );

it("keeps the bucket's photos for offline use: a listing browsed online shows its photo offline", async () => {
  const { context, page } = await newPage(browser, app.url, DESKTOP);
  await page.goto('/properties');
  await waitForServiceWorker(page);
  await page.reload();
  await page.locator('article').first().waitFor();
  const online = await firstPhoto(page);
  expect(online.shown).toBe(true);
  expect(online.src.startsWith(publicBase)).toBe(true);
  // Kept as a readable (CORS) answer, not an opaque one: the worker can check it and the quota counts its real size.
  await expect.poll(() => cachedUrls(page, PHOTO_CACHE), { timeout: 15_000 }).toContain(online.src);
  const readable = await page.evaluate(
    async ({ cacheName, url }) => {
      const hit = await (await caches.open(cacheName)).match(url);
      return hit ? { type: hit.type, status: hit.status } : null;
    },
    { cacheName: PHOTO_CACHE, url: online.src },
  );
  expect(readable).toEqual({ type: 'cors', status: 200 });

  await context.setOffline(true);
  await page.reload();
  await page.locator('article').first().waitFor();
  expect(await firstPhoto(page)).toEqual(online);
  await context.close();
});
