/**
 * Photographs the real app for the manifest's install screenshots (public/screenshots/): a fresh production build
 * on the demo data, in Chromium at phone and desktop size. Run after a visible change to the listings page:
 * `node --import tsx scripts/capture-screenshots.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { loadConfig } from '../server/config.ts';
import { startServer } from '../server/start.ts';
import { launchBrowser } from '../tests/e2e/browser.ts';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'public/screenshots');
const work = mkdtempSync(join(tmpdir(), 'homes-screenshots-'));

const SHOTS = [
  { file: 'properties-narrow.png', viewport: { width: 360, height: 740 }, scale: 2 },
  { file: 'properties-wide.png', viewport: { width: 1280, height: 800 }, scale: 1 },
];

process.env.NODE_ENV = 'production';
await build({ root, logLevel: 'warn', build: { outDir: join(work, 'client'), emptyOutDir: true } });
const server = await startServer({
  ...loadConfig({ DATA_DIR: join(work, 'data'), PORT: '0', SEED_DEMO: '1' }),
  clientDir: join(work, 'client'),
  logLevel: 'warn',
});
const browser = await launchBrowser();
try {
  for (const { file, viewport, scale } of SHOTS) {
    const context = await browser.newContext({ baseURL: server.url, viewport, deviceScaleFactor: scale, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
    const page = await context.newPage();
    await page.goto('/properties');
    await page.locator('article').first().waitFor();
    // Every photo on screen decoded, so no card shows a grey box (lazy ones below the fold never load).
    await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.getBoundingClientRect().top > window.innerHeight), undefined, {
      timeout: 60_000,
    });
    await page.screenshot({ path: join(out, file) });
    console.log(`public/screenshots/${file} ${viewport.width * scale}x${viewport.height * scale}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(work, { recursive: true, force: true });
}
