import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, PHONE } from '../tests/e2e/browser.ts';
import { startApp } from './lib/processes.ts';
import { machineLine, table } from './lib/report.ts';

const RUNS = 7;

declare global {
  interface Window {
    __firstCardAt?: number;
  }
}

/**
 * In every document: note performance.now() (ms since the navigation began) when the first listing card appears.
 * A string, not a function: tsx's compiled functions may call helpers the page does not have.
 */
const WATCH_FIRST_CARD = `
  new MutationObserver(() => {
    if (window.__firstCardAt === undefined && document.querySelector('article')) window.__firstCardAt = performance.now();
  }).observe(document, { childList: true, subtree: true });
`;

async function firstCardMs(page: Page): Promise<number> {
  await page.locator('article').first().waitFor({ timeout: 30_000 });
  return page.evaluate(() => window.__firstCardAt ?? Number.NaN);
}

/** Whether a service worker controls the page once it is ready (pwa-shell's worker, when it is there). */
async function serviceWorkerControls(page: Page): Promise<boolean> {
  const registered = await page.evaluate(async () => {
    if (!('serviceWorker' in navigator) || !(await navigator.serviceWorker.getRegistration())) return false;
    await navigator.serviceWorker.ready;
    return true;
  });
  if (!registered) return false;
  await page.reload();
  await page.locator('article').first().waitFor();
  return page.evaluate(() => navigator.serviceWorker.controller !== null);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

export async function offlineBench(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'homes-bench-offline-'));
  const server = await startApp(dataDir);
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, locale: 'en-IN' });
    await context.addInitScript(WATCH_FIRST_CARD);
    const page = await context.newPage();
    await page.goto('/properties');
    const online = await firstCardMs(page);
    // Give the worker a moment to register after the first load, as a user's visit would.
    await page.waitForTimeout(2000);
    const controlled = await serviceWorkerControls(page);
    // Let the persisted query cache write the list (offline-data throttles its writes).
    await page.waitForTimeout(2000);
    await context.setOffline(true);
    const samples: number[] = [];
    let failure = '';
    for (let i = 0; i < RUNS && !failure; i++) {
      try {
        await page.reload({ timeout: 30_000 });
        samples.push(await firstCardMs(page));
      } catch (err) {
        failure = err instanceof Error ? (err.message.split('\n')[0] ?? '') : String(err);
      }
    }
    // The offline list is the whole catalogue, not the pages seen (all 120 demo listings).
    const countLine = failure
      ? ''
      : ((await page
          .locator('#results-count')
          .textContent({ timeout: 10_000 })
          .catch(() => '')) ?? '');
    await context.close();
    const offline = failure
      ? `no card offline (${failure})`
      : `${median(samples).toFixed(0)} ms (min ${Math.min(...samples).toFixed(0)}, max ${Math.max(...samples).toFixed(0)})`;
    console.log(`online first card ${online.toFixed(0)} ms; service worker controls the page: ${controlled}; offline: ${offline}; ${countLine}`);
    return [
      '```sh',
      'npm run bench -- offline',
      '```',
      '',
      'Debian Chromium (playwright-core), 360 x 740, no throttling, against `npm start` with demo data. It opens /properties online, ' +
        'waits for the service worker to control the page, then goes offline (`context.setOffline(true)`) and reloads ' +
        `${RUNS} times; the figure is the time from the start of each navigation to the first listing card in the DOM (median).`,
      '',
      machineLine(),
      '',
      table(
        ['case', 'first listing card'],
        [
          ['online, first visit', `${online.toFixed(0)} ms`],
          [`offline reload (service worker ${controlled ? 'in control' : 'NOT in control: the app has none yet'})`, offline],
          ['offline list, count line after the last reload', countLine ? `"${countLine}"` : 'no count line'],
        ],
      ),
    ].join('\n');
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
