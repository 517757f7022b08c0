/**
 * The catalogue worker's line op (src/offline/catalogue/line) over 10,000 and 100,000 generated listings in Chromium:
 * what the device does each time /line opens or the catalogue changes, at this machine's speed and with the CPU 4x
 * slower as DevTools does for a mid-range phone. Target: under 100 ms at 100,000 and 4x.
 */
import { amenityBits } from '../src/domain/catalogue.ts';
import type { SummaryTuple } from '../src/domain/catalogue-wire.ts';
import { DEFAULT_FRESHNESS } from '../src/domain/freshness-core.ts';
import { launchBrowser } from '../tests/e2e/browser.ts';
import { generatedListings } from './lib/generated-listings.ts';
import { iifeBundle } from './lib/iife-bundle.ts';
import { machineLine, table } from './lib/report.ts';

const SIZES = (process.env.LINE_SIZES ?? '10000,100000').split(',').map(Number);
const ROUNDS = Number(process.env.LINE_ROUNDS ?? 15);
const CPU_SLOWDOWN = 4;

/** The generated listings as the device stores them: summary tuples, with bedrooms and a carpet area each. */
function tuples(count: number): SummaryTuple[] {
  const now = Date.now();
  return generatedListings(count).map((p, i): SummaryTuple => {
    const bedrooms = i % 5;
    const carpetArea = 250 + ((i * 7919) % 1500);
    return [
      p._id,
      p.propertyName,
      p.location,
      p.station,
      p.type,
      p.ucresale,
      p.price,
      bedrooms,
      carpetArea,
      amenityBits(p),
      null,
      now - i * 60_000,
      null,
      null,
      now,
      p.walkMinutes,
    ];
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

export async function lineBench(): Promise<string> {
  const code = await iifeBundle('lib/line-entry.ts', 'CatalogueLine');
  const browser = await launchBrowser();
  const rows: (string | number)[][] = [];
  try {
    for (const size of SIZES) {
      for (const slowdown of [1, CPU_SLOWDOWN]) {
        const page = await browser.newPage();
        await page.setContent('<!doctype html><title>line bench</title>');
        await page.addScriptTag({ content: code });
        const cdp = await page.context().newCDPSession(page);
        await page.evaluate((listings) => Reflect.set(window, 'tuples', listings), tuples(size));
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
        const times: number[] = await page.evaluate(
          ({ rounds, freshness }) => {
            const api: unknown = Reflect.get(window, 'CatalogueLine');
            const line: unknown = api && typeof api === 'object' ? Reflect.get(api, 'lineOfTuples') : undefined;
            if (typeof line !== 'function') throw new Error('the bundle lacks lineOfTuples');
            const tuples: unknown = Reflect.get(window, 'tuples');
            const out: number[] = [];
            let sink = 0;
            for (let round = 0; round < rounds + 1; round++) {
              const t0 = performance.now();
              const figures: unknown = line(tuples, { now: Date.now(), freshness });
              const t1 = performance.now();
              if (figures && typeof figures === 'object' && 'total' in figures && typeof figures.total === 'number') sink += figures.total;
              // The first round warms the JIT up.
              if (round > 0) out.push(t1 - t0);
            }
            if (sink <= 0) throw new Error('the line counted nothing');
            return out;
          },
          { rounds: ROUNDS, freshness: DEFAULT_FRESHNESS },
        );
        rows.push([
          size.toLocaleString('en-IN'),
          `${slowdown}x`,
          `${median(times).toFixed(1)} ms`,
          `${p95(times).toFixed(1)} ms`,
          `${Math.max(...times).toFixed(1)} ms`,
          times.length,
        ]);
        console.log(`${size} listings, ${slowdown}x: median ${median(times).toFixed(1)} ms, p95 ${p95(times).toFixed(1)} ms`);
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  return [
    '```sh',
    'npm run bench -- line',
    '```',
    '',
    "The catalogue worker's line op at its first use (src/offline/catalogue/reads/held-line.ts, lineOfTuples: lineFigures of src/domain/line over the stored summary tuples; later opens reuse its answer until the listings or the unlisting hour change) " +
      "loaded alone into a blank page of Debian's Chromium, over generated listings (bench/lib/generated-listings.ts with bedrooms and a carpet area each, every one in search). " +
      `Each sample is the whole page's figures (28 stations, sale and rent, four bedroom choices, three budgets), ${ROUNDS} rounds after one to warm up. ` +
      'Taken on a busy shared machine: the times are noisy.',
    '',
    machineLine(),
    '',
    table(['listings', 'CPU', 'median', 'p95', 'slowest', 'samples'], rows),
  ].join('\n');
}
