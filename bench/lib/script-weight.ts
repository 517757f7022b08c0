import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';

export interface ScriptWeight {
  /** Every script the page fetched by the time the network was idle, the service worker's own aside. */
  files: { url: string; gzipBytes: number }[];
  gzipBytes: number;
}

/**
 * What a first visit may fetch in scripts by network idle (gzip), checked in the browser suite. The target is at most
 * 132 KB on each page. Measured 110.6, 115.9 (111.1-116.3) and 119.7 KB once the app had its own router (decisions 0067,
 * 0068 and 0070); 122.9, 128.0 and 131.7 KB (the highest of 5 loads) with React Router back in its place (decision 0073).
 * TanStack's persister (+384 bytes, decision 0074) and the language picker's pending state with the offline note (+0.4
 * KB) then took a listing to 132.4 KB at most. The owner's tools on a listing (price, walk, deposit, availability,
 * delete, and their words) then moved into a piece loaded only for those who may use them (manage-listing.tsx): a
 * reader's listing fetched 128.1 KB (131,211 bytes). The listing facts (decision 0081) took /properties to 130.5 KB
 * (133,597 bytes, one load on a busy machine): its budget 131 KB. Their badges on the landing page's cards took / to
 * 125.1 KB (128,096 bytes in CI and in Lighthouse's median run): its budget 126 KB.
 */
export const SCRIPT_BUDGETS = {
  '/': 126 * 1024,
  '/properties': 131 * 1024,
  '/property/:id': 132 * 1024,
} as const;

/** Quiet time after the network's idle: what the app leaves to idle callbacks is fetched in it (not what waits for a first tap: decision 0066). */
const AFTER_IDLE_MS = 2000;

/**
 * What a phone downloads in JavaScript to show `path`: the scripts Chromium fetched, gzip-compressed at level 9 as the
 * build's size checks count them (bench/lib/first-load.ts), whatever the server's own encoding. The service worker
 * and what it fetches for itself (its precache) are not the page's.
 */
export async function scriptWeight(context: BrowserContext, path: string): Promise<ScriptWeight> {
  const page = await context.newPage();
  const seen = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' || request.serviceWorker() || seen.has(request.url())) return;
    seen.set(
      request.url(),
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  try {
    await page.goto(path, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(AFTER_IDLE_MS);
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const files = await Promise.all([...seen].map(async ([url, bytes]) => ({ url: new URL(url).pathname, gzipBytes: await bytes })));
    files.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
  } finally {
    await page.close();
  }
}
