import type { Page } from 'playwright-core';
import { firstTap } from './first-tap.ts';

/**
 * Resolves once the app's service worker is active (its precache complete) and controls `page`, so a following
 * `context.setOffline(true)` + reload is answered by it. Call after the first `page.goto`; the reader touches the
 * page first, as the app registers its worker then.
 */
export async function waitForServiceWorker(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => 'serviceWorker' in navigator, undefined, { timeout });
  await firstTap(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // src/sw.ts claims the page on its first install; a reload is the fallback for a worker that did not.
  const controlled = await page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!controlled) {
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout });
  }
}

/** The names of the page's Cache Storage caches. */
export function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

/** The request URLs stored in one Cache Storage cache. */
export function cachedUrls(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((r) => r.url);
  }, cacheName);
}
