/**
 * How long the shared listing predicate takes per keystroke in the search box, in Chromium,
 * over 5,000 loaded listings (the page filters what it holds at every keystroke).
 *
 *   npm run bench:filter
 *
 * Builds src/domain/listing-filter.ts for the browser as the app does (Vite), loads it into a
 * blank page in Debian's Chromium with 5,000 generated listings, types two searches letter by
 * letter - once with no panel filters and once with type, area range, price and amenities set -
 * and reports the median and 95th percentile of `listings.filter(matchesFilter)` per keystroke,
 * first at this machine's speed and then with the CPU slowed 4x as DevTools does for a mid-range phone.
 * With a commute destination (Churchgate, 5 minutes to the desk, at most 60 minutes, shortest commute first) each
 * keystroke also works out every listing's commute and sorts the matches by it, as the list does.
 */
import { launchBrowser } from '../tests/e2e/browser.ts';
import { EMPTY_FILTER, type ListingFilter } from '../src/domain/listing-filter.ts';
import { generatedListings } from './lib/generated-listings.ts';
import { iifeBundle } from './lib/iife-bundle.ts';

const LISTINGS = 5000;
const ROUNDS = 30;
const TARGET_MS = 8;
const SEARCHES = ['andheri west 2 bhk', 'sea facing flat bandra'];
/** Chrome DevTools' setting for a mid-range phone: the CPU four times slower than this machine's. */
const PHONE_CPU_SLOWDOWN = 4;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

async function main() {
  const code = await iifeBundle('../src/domain/listing-filter.ts', 'ListingFilter');
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>filter bench</title>');
    await page.addScriptTag({ content: code });
    const panel: ListingFilter = { ...EMPTY_FILTER, type: 'sale', areaFrom: 'Borivali', areaTo: 'Bandra', maxPrice: 3e7, amenities: ['parking', 'security'] };
    const commute: ListingFilter = { ...EMPTY_FILTER, commuteTo: 'Churchgate', deskMinutes: 5, maxCommute: 60, sort: 'commute' };
    const cases: { name: string; base: ListingFilter; slowdown: number }[] = [
      { name: 'search only', base: EMPTY_FILTER, slowdown: 1 },
      { name: 'search + type, area range, max price, 2 amenities', base: panel, slowdown: 1 },
      { name: 'search + commute to Churchgate within 60 min, sorted by commute', base: commute, slowdown: 1 },
      { name: `search only, CPU ${PHONE_CPU_SLOWDOWN}x slower`, base: EMPTY_FILTER, slowdown: PHONE_CPU_SLOWDOWN },
      { name: `search + panel filters, CPU ${PHONE_CPU_SLOWDOWN}x slower`, base: panel, slowdown: PHONE_CPU_SLOWDOWN },
      { name: `search + commute limit and sort, CPU ${PHONE_CPU_SLOWDOWN}x slower`, base: commute, slowdown: PHONE_CPU_SLOWDOWN },
    ];
    const cdp = await page.context().newCDPSession(page);
    console.log(
      `Listing filter per keystroke, ${LISTINGS} listings, Chromium (${browser.version()}), ${ROUNDS} rounds of typing ${SEARCHES.map((s) => `"${s}"`).join(' and ')}`,
    );
    const medians: number[] = [];
    for (const { name, base, slowdown } of cases) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      const times: number[] = await page.evaluate(
        ({ data, base, searches, rounds }) => {
          const api: unknown = Reflect.get(window, 'ListingFilter');
          const matches: unknown = api && typeof api === 'object' ? Reflect.get(api, 'matchesFilter') : undefined;
          const byCommute: unknown = api && typeof api === 'object' ? Reflect.get(api, 'compareByCommute') : undefined;
          if (typeof matches !== 'function' || typeof byCommute !== 'function') throw new Error('matchesFilter or compareByCommute missing from the bundle');
          const out: number[] = [];
          let sink = 0;
          for (let round = 0; round < rounds + 3; round++) {
            for (const search of searches) {
              for (let i = 1; i <= search.length; i++) {
                const filter = { ...base, q: search.slice(0, i) };
                const t0 = performance.now();
                const found = data.filter((p) => matches(p, filter));
                // Without sort=commute the comparator calls every pair equal: the list keeps its order, as the page's does.
                if (filter.sort === 'commute') found.sort(byCommute(filter));
                sink += found.length;
                const t1 = performance.now();
                // The first rounds warm the JIT up, as a few keystrokes do on the page.
                if (round >= 3) out.push(t1 - t0);
              }
            }
          }
          if (sink < 0) throw new Error('unreachable');
          return out;
        },
        { data: generatedListings(LISTINGS), base, searches: SEARCHES, rounds: ROUNDS },
      );
      medians.push(median(times));
      console.log(
        `  ${name}: median ${median(times).toFixed(2)} ms, p95 ${p95(times).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms over ${times.length} keystrokes`,
      );
    }
    const worst = Math.max(...medians);
    console.log(`Target: median under ${TARGET_MS} ms -> ${worst < TARGET_MS ? 'met' : 'NOT met'} (worst median ${worst.toFixed(2)} ms)`);
    if (worst >= TARGET_MS) process.exitCode = 1;
  } finally {
    await browser.close();
  }
}

await main();
