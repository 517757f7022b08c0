import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, PHONE } from '../tests/e2e/browser.ts';
import { browserCookies, demoSessionCookie } from './lib/demo-session.ts';
import { startApp } from './lib/processes.ts';
import { kb, machineLine, table } from './lib/report.ts';

const CPU_SLOWDOWN = 4;
const LISTINGS = 6;
/** A cache ten times what one short visit leaves: a week of browsing (the saved cache is kept a week). */
const WEEK = 10;

interface Figures {
  bytes: number;
  stringify: number;
  localStorageWrite: number;
  localStorageRead: number;
  idbWriteCall: number;
  idbWriteDone: number;
  idbReadDone: number;
}

/**
 * In the page: the same saved cache written and read 9 times through localStorage (all of it on the main thread)
 * and through IndexedDB (the call on the main thread, the rest off it); medians in ms. A string, not a function:
 * tsx's compiled functions may call helpers the page does not have.
 */
const COMPARE = (times: number) => `(async () => {
  const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const open = await new Promise((res, rej) => { const o = indexedDB.open('mumbai-homes-cache'); o.onsuccess = () => res(o.result); o.onerror = () => rej(o.error); });
  const saved = await new Promise((res) => { const q = open.transaction('saved').objectStore('saved').get('query-cache'); q.onsuccess = () => res(q.result); });
  open.close();
  const one = JSON.parse(saved);
  const queries = [];
  for (let k = 0; k < ${times}; k++) for (const q of one.clientState.queries) queries.push({ ...q, queryHash: q.queryHash + k });
  const client = { ...one, clientState: { ...one.clientState, queries } };
  const db = await new Promise((res, rej) => { const o = indexedDB.open('bench-storage', 1); o.onupgradeneeded = () => o.result.createObjectStore('s'); o.onsuccess = () => res(o.result); o.onerror = () => rej(o.error); });
  const f = { stringify: [], localStorageWrite: [], localStorageRead: [], idbWriteCall: [], idbWriteDone: [], idbReadDone: [] };
  let text = '';
  for (let i = 0; i < 9; i++) {
    let t = performance.now(); text = JSON.stringify(client); f.stringify.push(performance.now() - t);
    t = performance.now(); localStorage.setItem('bench', text); f.localStorageWrite.push(performance.now() - t);
    t = performance.now(); JSON.parse(localStorage.getItem('bench')); f.localStorageRead.push(performance.now() - t);
    t = performance.now(); const tx = db.transaction('s', 'readwrite'); tx.objectStore('s').put(text, 'bench'); f.idbWriteCall.push(performance.now() - t);
    await new Promise((res) => { tx.oncomplete = res; }); f.idbWriteDone.push(performance.now() - t);
    t = performance.now();
    const got = await new Promise((res) => { const q = db.transaction('s').objectStore('s').get('bench'); q.onsuccess = () => res(q.result); });
    JSON.parse(got); f.idbReadDone.push(performance.now() - t);
  }
  localStorage.removeItem('bench');
  db.close();
  const out = { bytes: text.length };
  for (const [k, v] of Object.entries(f)) out[k] = med(v);
  return out;
})()`;

/**
 * Whether the deprecated sync persister over localStorage would serve this app better than the async one over
 * IndexedDB (decision 0074): the signed-in demo user's real saved cache after /properties, a few listings and the wishlist, and ten
 * times it, written and read both ways at 4x CPU slowdown.
 */
export async function persistStorageBench(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'homes-bench-storage-'));
  const server = await startApp(dataDir, {});
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, locale: 'en-IN' });
    await context.addCookies(browserCookies(await demoSessionCookie(server.url), server.url));
    const page = await context.newPage();
    await page.goto('/properties', { waitUntil: 'networkidle' });
    const links = await page.locator('a[href^="/property/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    for (const href of [...new Set(links)].slice(0, LISTINGS)) {
      await page.goto(href, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
    }
    // A page left before its first tap may still be restoring and keep its cache aside; the wishlist's page saves it all.
    await page.goto('/wishlist', { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const visit: Figures = await page.evaluate(COMPARE(1));
    const week: Figures = await page.evaluate(COMPARE(WEEK));
    await context.close();
    const ms = (x: number) => x.toFixed(1);
    const row = (label: string, f: Figures) => [
      `${label}, ${kb(f.bytes)} KB`,
      ms(f.stringify),
      ms(f.localStorageWrite),
      ms(f.idbWriteCall),
      ms(f.idbWriteDone),
      ms(f.localStorageRead),
      ms(f.idbReadDone),
    ];
    return [
      '```sh',
      'npm run bench -- storage',
      '```',
      '',
      `Debian's Chromium through playwright-core, ${CPU_SLOWDOWN}x CPU slowdown. The saved cache is the demo user's after /properties, ${LISTINGS} listings and /wishlist (signed in), then ${WEEK} times its queries; each written and read 9 times both ways, medians in ms. localStorage's write and read are all on the main thread; IndexedDB's write is the call on the main thread and then the wait until its transaction completes, its read the wait for the value and JSON.parse. ${machineLine()}`,
      '',
      table(
        [
          'saved cache',
          'JSON.stringify',
          'localStorage.setItem',
          'IndexedDB put (call)',
          'IndexedDB put (done)',
          'localStorage read + parse',
          'IndexedDB read + parse',
        ],
        [row('one visit', visit), row(`${WEEK} visits`, week)],
      ),
    ].join('\n');
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
