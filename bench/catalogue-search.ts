/**
 * The catalogue worker's search (src/offline/catalogue/search) over 10,000 and 100,000 generated listings in
 * Chromium: the index's build, its heap, and each keystroke's answer (count and first page of 12) while typing
 * searches letter by letter, alone, with panel filters, and with a commute limit sorted by commute; at this
 * machine's speed and with the CPU 4x slower as DevTools does for a mid-range phone. The page's own part of a
 * keystroke (posting, rendering the cards) is the interaction bench's: `npm run bench -- interaction --listings N`.
 */
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/browser.ts';
import { DEFAULT_FRESHNESS } from '../src/domain/freshness-core.ts';
import { EMPTY_FILTER, type ListingFilter } from '../src/domain/listing-filter.ts';
import { STATIONS } from '../src/domain/stations.ts';
import { generatedListings } from './lib/generated-listings.ts';
import { differenceAnswer, wholeAnswer } from './lib/generated-tuples.ts';
import { iifeBundle } from './lib/iife-bundle.ts';
import { machineLine, table } from './lib/report.ts';

const SIZES = (process.env.SEARCH_SIZES ?? '10000,100000').split(',').map(Number);
const ROUNDS = Number(process.env.SEARCH_ROUNDS ?? 5);
const SEARCHES = ['andheri west 2 bhk', 'sea facing flat bandra', 'virar', 'बोरीवली'];
const CPU_SLOWDOWN = 4;
const SYLLABLES = ['sai', 'shree', 'om', 'ga', 'ne', 'sh', 'kri', 'pa', 'ra', 'dise', 'lak', 'shmi', 'vi', 'nay', 'ak', 'ja', 'nak', 'sun', 'rise'];

/** The generated listings with a society's name in each title, so the titles hold thousands of words, as real ones do. */
function withSocieties(count: number) {
  let seed = 7;
  const next = () => {
    seed = (seed * 1664525 + 1013904223) % 2 ** 32;
    return SYLLABLES[seed % SYLLABLES.length] ?? '';
  };
  return generatedListings(count).map((p) => ({ ...p, propertyName: `${p.propertyName}, ${next()}${next()}${next()} Heights` }));
}

/** A sync's difference in the patch runs: 10 listings, as the catalogue bench's sync after 10 new ones, some changed and removed. */
const SYNC = { added: 5, changed: 3, removed: 2 };
const SYNC_RUNS = Number(process.env.SEARCH_SYNC_RUNS ?? 5);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

const spread = (xs: number[]) => `${median(xs).toFixed(1)} ms (${Math.min(...xs).toFixed(1)}-${Math.max(...xs).toFixed(1)})`;

/**
 * The worker's own path (held-listings.ts) over the listings as tuples: the first search (the summaries and the
 * index built), then SYNC_RUNS syncs of a 10-listing difference each: the merge, the patch of what the search built,
 * and the first keystroke after it, with a searcher of its own (nothing remembered).
 */
async function afterSyncs(page: Page, size: number, slowdown: number): Promise<(string | number)[][]> {
  const newest = Date.now();
  const listings = withSocieties(size);
  const whole = wholeAnswer(listings, newest);
  const differences = Array.from({ length: SYNC_RUNS }, (_, run) => differenceAnswer(listings, newest, run, SYNC));
  const times = await page.evaluate(
    ({ whole, differences, freshness }) => {
      const api: unknown = Reflect.get(window, 'CatalogueSearch');
      const merge: unknown = api && typeof api === 'object' ? Reflect.get(api, 'mergeCatalogue') : undefined;
      const hold: unknown = api && typeof api === 'object' ? Reflect.get(api, 'holdListings') : undefined;
      const search: unknown = api && typeof api === 'object' ? Reflect.get(api, 'searchHeld') : undefined;
      if (typeof merge !== 'function' || typeof hold !== 'function' || typeof search !== 'function') throw new Error('the bundle lacks the held listings');
      const ask = { params: 'q=andheri', now: Date.now(), freshness, limit: 12 };
      let copy: unknown = merge(null, whole, 1);
      hold(copy);
      const t0 = performance.now();
      search(ask);
      const first = performance.now() - t0;
      const out: { first: number; merge: number[]; patch: number[]; keystroke: number[] } = { first, merge: [], patch: [], keystroke: [] };
      for (const [run, difference] of differences.entries()) {
        const t1 = performance.now();
        copy = merge(copy, difference, 2 + run);
        const t2 = performance.now();
        hold(copy);
        const t3 = performance.now();
        search({ ...ask, params: `q=andheri+${run}` });
        const t4 = performance.now();
        out.merge.push(t2 - t1);
        out.patch.push(t3 - t2);
        out.keystroke.push(t4 - t3);
      }
      return out;
    },
    { whole, differences, freshness: DEFAULT_FRESHNESS },
  );
  const n = size.toLocaleString('en-IN');
  const what = `${SYNC.added} new, ${SYNC.changed} changed, ${SYNC.removed} removed`;
  console.log(
    `${size} listings, ${slowdown}x: first search ${times.first.toFixed(0)} ms; after a sync of ${what}: merge ${spread(times.merge)}, patch ${spread(times.patch)}, keystroke ${spread(times.keystroke)}`,
  );
  return [
    [n, `${slowdown}x`, "the worker's first search (summaries and index built)", `${times.first.toFixed(0)} ms`, '', '', 1],
    [n, `${slowdown}x`, `a sync of ${what}: the merge`, spread(times.merge), '', '', times.merge.length],
    [n, `${slowdown}x`, 'that sync: the patch of the summaries, index, by id', spread(times.patch), '', '', times.patch.length],
    [n, `${slowdown}x`, 'the first keystroke after it', spread(times.keystroke), '', '', times.keystroke.length],
  ];
}

export async function catalogueSearchBench(): Promise<string> {
  const code = await iifeBundle('lib/search-entry.ts', 'CatalogueSearch');
  const browser = await launchBrowser();
  const rows: (string | number)[][] = [];
  const panel: ListingFilter = { ...EMPTY_FILTER, type: 'sale', areaFrom: 'Borivali', areaTo: 'Bandra', maxPrice: 3e7, amenities: ['parking', 'security'] };
  const commute: ListingFilter = { ...EMPTY_FILTER, commuteTo: 'Churchgate', deskMinutes: 5, maxCommute: 60, sort: 'commute' };
  const cases = [
    { name: 'search only', base: EMPTY_FILTER },
    { name: 'search + type, area range, max price, 2 amenities', base: panel },
    { name: 'search + commute within 60 min, sorted by commute', base: commute },
  ];
  try {
    for (const size of SIZES) {
      for (const slowdown of [1, CPU_SLOWDOWN]) {
        const page = await browser.newPage();
        await page.setContent('<!doctype html><title>search bench</title>');
        await page.addScriptTag({ content: code });
        const cdp = await page.context().newCDPSession(page);
        await page.evaluate((data) => Reflect.set(window, 'listings', data), withSocieties(size));
        await cdp.send('HeapProfiler.collectGarbage');
        const heapBefore = (await cdp.send('Runtime.getHeapUsage')).usedSize;
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
        const buildMs: number = await page.evaluate(() => {
          const api: unknown = Reflect.get(window, 'CatalogueSearch');
          const buildIndex: unknown = api && typeof api === 'object' ? Reflect.get(api, 'buildListingIndex') : undefined;
          const searcher: unknown = api && typeof api === 'object' ? Reflect.get(api, 'listingSearcher') : undefined;
          if (typeof buildIndex !== 'function' || typeof searcher !== 'function') throw new Error('the bundle lacks the search');
          const t0 = performance.now();
          Reflect.set(window, 'index', buildIndex(Reflect.get(window, 'listings')));
          Reflect.set(window, 'searcher', searcher);
          return performance.now() - t0;
        });
        await cdp.send('HeapProfiler.collectGarbage');
        const indexMb = ((await cdp.send('Runtime.getHeapUsage')).usedSize - heapBefore) / 1024 / 1024;
        rows.push([size.toLocaleString('en-IN'), `${slowdown}x`, 'index build (and its heap)', `${buildMs.toFixed(0)} ms`, '', `${indexMb.toFixed(1)} MB`, 1]);
        for (const { name, base } of cases) {
          const times: number[] = await page.evaluate(
            ({ base, searches, rounds, freshness }) => {
              const searcher: unknown = Reflect.get(window, 'searcher');
              if (typeof searcher !== 'function') throw new Error('no search');
              const out: number[] = [];
              let sink = 0;
              for (let round = 0; round < rounds + 1; round++) {
                // A searcher of its own each round: it remembers the answers of the words typed lately, and a round
                // must not retype what the last one left there. Its commute order is worked out before the keystrokes.
                const search: unknown = searcher(Reflect.get(window, 'index'));
                if (typeof search !== 'function') throw new Error('no search');
                search(base, { now: new Date(), freshness, offset: 0, limit: 12 });
                for (const text of searches) {
                  for (let i = 1; i <= text.length; i++) {
                    const t0 = performance.now();
                    const answer: unknown = search({ ...base, q: text.slice(0, i) }, { now: new Date(), freshness, offset: 0, limit: 12 });
                    const t1 = performance.now();
                    if (answer && typeof answer === 'object' && 'total' in answer && typeof answer.total === 'number') sink += answer.total;
                    // The first round warms the JIT up, as the first keystrokes do on the page.
                    if (round > 0) out.push(t1 - t0);
                  }
                }
              }
              if (sink < 0) throw new Error('unreachable');
              return out;
            },
            { base, searches: SEARCHES, rounds: ROUNDS, freshness: DEFAULT_FRESHNESS },
          );
          rows.push([size.toLocaleString('en-IN'), `${slowdown}x`, name, `${median(times).toFixed(1)} ms`, `${p95(times).toFixed(1)} ms`, '', times.length]);
          console.log(`${size} listings, ${slowdown}x, ${name}: median ${median(times).toFixed(1)} ms, p95 ${p95(times).toFixed(1)} ms`);
        }
        rows.push(...(await afterSyncs(page, size, slowdown)));
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  return [
    '```sh',
    'npm run bench -- search',
    '```',
    '',
    `The catalogue worker's search (src/offline/catalogue/search) loaded alone into a blank page of Debian's Chromium, over generated listings ` +
      `(bench/lib/generated-listings.ts, a society's name added to each title: ${STATIONS.length} stations, thousands of words). ` +
      `Per keystroke: the count and the first 12 of the answer while typing ${SEARCHES.map((s) => `"${s}"`).join(', ')} letter by letter, ` +
      `${ROUNDS} rounds after one to warm up, each with a new searcher (the index remembers the answers of the words typed lately; a destination's commute order is worked out before a round's keystrokes). The heap is the page's after a collection, less what the listings themselves take. ` +
      'Taken on a busy shared machine: the times are noisy, the heap exact.',
    '',
    machineLine(),
    '',
    table(['listings', 'CPU', 'what', 'median', 'p95', 'heap', 'samples'], rows),
  ].join('\n');
}
