import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { themeColor } from '../../scripts/theme-colors.ts';
import { launchProfile, newPage, PHONE } from './browser.ts';
import { startSuite, type Suite } from './harness.ts';
import { waitForServiceWorker } from './service-worker.ts';

let s: Suite;
beforeAll(async () => {
  s = await startSuite();
}, 120_000);
afterAll(() => s?.close());

interface ImageEntry {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: string;
}
interface Manifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ImageEntry[];
  shortcuts: { name: string; url: string; icons: ImageEntry[] }[];
  screenshots: ImageEntry[];
}

it('reports no installability errors to Chromium once the service worker runs', async () => {
  const profile = mkdtempSync(join(tmpdir(), 'homes-e2e-profile-'));
  const context = await launchProfile(profile, s.baseURL, PHONE);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  await waitForServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const { url, errors } = await cdp.send('Page.getAppManifest');
  expect(url).toBe(`${s.baseURL}/manifest.webmanifest`);
  expect(errors).toEqual([]);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

it('serves a manifest with the names, colours of the theme, standalone display, icons, shortcuts and screenshots', async () => {
  const { context } = await newPage(s.browser, s.baseURL);
  const res = await context.request.get('/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  const m: Manifest = await res.json();
  expect(m).toMatchObject({ id: '/', name: 'Mumbai Homes', short_name: 'Mumbai Homes', start_url: '/', scope: '/', display: 'standalone' });
  expect(m.theme_color).toBe(themeColor('brand-700'));
  expect(m.background_color).toBe(themeColor('surface'));
  expect(m.shortcuts.map((x) => [x.name, x.url])).toEqual([
    ['Properties', '/properties'],
    ['Wishlist', '/wishlist'],
  ]);
  expect(m.icons.filter((i) => i.purpose === 'any').map((i) => i.sizes)).toEqual(['192x192', '512x512']);
  expect(m.icons.filter((i) => i.purpose === 'maskable').map((i) => i.sizes)).toContain('512x512');
  expect(m.screenshots.map((x) => x.form_factor).sort()).toEqual(['narrow', 'wide']);

  // Every image is a real PNG of the size it claims.
  for (const entry of [...m.icons, ...m.shortcuts.flatMap((x) => x.icons), ...m.screenshots]) {
    const image = await context.request.get(entry.src);
    expect(image.ok(), entry.src).toBe(true);
    expect(image.headers()['content-type'], entry.src).toBe('image/png');
    const meta = await sharp(await image.body()).metadata();
    expect(`${meta.format} ${meta.width}x${meta.height}`, entry.src).toBe(`png ${entry.sizes}`);
  }
  await context.close();
});

it('gives iOS its home-screen icon, title and status bar', async () => {
  const { context, page } = await newPage(s.browser, s.baseURL, PHONE);
  await page.goto('/');
  const meta = (name: string) => page.locator(`meta[name="${name}"]`).getAttribute('content');
  expect(await meta('apple-mobile-web-app-capable')).toBe('yes');
  expect(await meta('apple-mobile-web-app-title')).toBe('Mumbai Homes');
  expect(await meta('apple-mobile-web-app-status-bar-style')).toBe('default');
  expect(await meta('theme-color')).toBe(themeColor('brand-700'));
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const icon = await context.request.get(touchIcon ?? '');
  const size = await sharp(await icon.body()).metadata();
  expect([size.width, size.height, size.hasAlpha]).toEqual([180, 180, false]);
  await context.close();
});
