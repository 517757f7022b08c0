import { brotliCompressSync, constants } from 'node:zlib';
import { v7 as uuidv7 } from 'uuid';
import { SNAPSHOT_BROTLI_QUALITY } from '../server/services/catalogue-snapshot.ts';
import { CATALOGUE_BROTLI_QUALITY } from '../server/services/catalogue-columns.ts';
import { variantUrl } from '../server/services/property-view.ts';
import { randomSource } from '../server/seed/demo-photos.ts';
import { demoListing, type PhotoPool } from '../server/seed/seed.ts';
import type { StoredImage } from '../server/db/schema.ts';
import { type ListingSummary, toSummaryTuple } from '../src/domain/catalogue.ts';
import { NO_FACTS_TUPLE } from '../src/domain/catalogue-wire.ts';
import { ByteWriter } from '../src/domain/catalogue-columns/bytes.ts';
import { encodeCatalogueColumns } from '../src/domain/catalogue-columns/encode.ts';
import { factsCodes, factsOrder, writeFactsColumns } from '../src/domain/catalogue-columns/facts-columns.ts';
import type { FactsTuple, SummaryTuple } from '../src/domain/catalogue-wire.ts';
import { demoPhotoKey } from '../src/domain/photo-keys.ts';
import { machineLine, table } from './lib/report.ts';

/**
 * What the listing facts cost the whole catalogue on the wire (decision 0081's budget: at most 3 B a listing): the
 * seed's listings (demoListing, no database) encoded as the server does, brotli-compressed at the stored snapshot's
 * quality (what a device fetching the whole catalogue gets) and at the change sync's, with every fact, with the built
 * year, parking and facing left unstated, and with no facts columns at all. Ids are seeded too, so a seed's figures
 * repeat; each figure is the median over SEEDS.
 */
const SIZES = (process.env.FACTS_SIZES ?? '10000,50000,100000').split(',').map(Number);
const SEEDS = (process.env.FACTS_SEEDS ?? '2026,2027,2028').split(',').map(Number);
const QUALITIES = [SNAPSHOT_BROTLI_QUALITY, CATALOGUE_BROTLI_QUALITY];

/** The seed's photo pool without drawing a photo: only its keys reach the catalogue. */
function keysOnlyPool(): PhotoPool {
  const kind = (name: Parameters<typeof demoPhotoKey>[0], count: number): StoredImage[] =>
    Array.from({ length: count }, (_, i) => ({ key: demoPhotoKey(name, i + 1), width: 1280, height: 854, widths: [320, 640, 1280] }));
  return {
    tower: kind('tower', 8),
    lowrise: kind('lowrise', 4),
    bungalow: kind('bungalow', 3),
    shop: kind('shop', 4),
    plot: kind('plot', 3),
    living: kind('living', 6),
    bedroom: kind('bedroom', 5),
    kitchen: kind('kitchen', 4),
  };
}

/** `n` seeded listings as the catalogue sends them, newest first, as seedListings makes them. */
function seededTuples(n: number, seed: number): SummaryTuple[] {
  const pool = keysOnlyPool();
  const r = randomSource(seed);
  const idBytes = randomSource(seed + 1);
  const now = Date.UTC(2026, 11, 1);
  const spanMs = 90 * 86_400_000;
  const tuples: SummaryTuple[] = [];
  for (let i = 0; i < n; i++) {
    const createdAt = new Date(now - Math.floor((i / n) * spanMs) - r.int(0, 59_000));
    const v = demoListing(r, pool, 'owner', createdAt);
    const photo = v.images?.[0];
    const created = createdAt.toISOString();
    const summary: ListingSummary = {
      _id: uuidv7({ msecs: createdAt.getTime(), random: Uint8Array.from({ length: 16 }, () => idBytes.int(0, 255)) }),
      propertyName: v.propertyName,
      type: v.type,
      ucresale: v.ucresale,
      location: v.location,
      station: v.station ?? null,
      walkMinutes: v.walkMinutes ?? null,
      price: v.price,
      bedrooms: v.bedrooms ?? 0,
      carpetArea: v.carpetArea,
      images: photo ? [{ imageUrl: variantUrl('/photos/', photo.key, Math.min(...photo.widths)), srcset: '', width: photo.width, height: photo.height }] : [],
      furnished: v.furnished ?? false,
      parking: v.parking ?? false,
      gym: v.gym ?? false,
      swimming: v.swimming ?? false,
      security: v.security ?? false,
      ac: v.ac ?? false,
      wifi: v.wifi ?? false,
      reraNumber: v.reraNumber ?? null,
      verifiedAt: null,
      confirmedAt: created,
      createdAt: created,
      deposit: v.deposit ?? null,
      postedBy: v.postedBy,
      brokerageMonths: v.brokerageMonths ?? null,
      brokeragePercent: v.brokeragePercent ?? null,
      maintenance: v.maintenance ?? null,
      floor: v.floor ?? null,
      totalFloors: v.totalFloors ?? null,
      possession: v.possession ?? null,
      builtYear: v.builtYear ?? null,
      parkingCovered: v.parkingCovered ?? null,
      parkingOpen: v.parkingOpen ?? null,
      furnishing: v.furnishing ?? null,
      facing: v.facing ?? null,
      ocReceived: v.ocReceived ?? null,
    };
    tuples.push(toSummaryTuple(summary));
  }
  return tuples.sort((a, b) => b[11] - a[11] || (a[0] < b[0] ? 1 : -1));
}

/** The same listings with the built year, parking and facing not stated. */
const withoutThree = (tuples: SummaryTuple[]): SummaryTuple[] =>
  tuples.map((t) => {
    const f = t[18];
    if (!f) return t;
    const facts: FactsTuple = [f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], null, null, null, null];
    const copy: SummaryTuple = [...t];
    copy[18] = facts;
    return copy;
  });

/** The whole catalogue's bytes; `facts` false: without the facts columns, which end it (no ids removed). */
function catalogueBytes(tuples: SummaryTuple[], facts: boolean): Uint8Array {
  const raw = encodeCatalogueColumns({ version: 1, full: true, listings: tuples, removed: [], range: null, withheld: false });
  if (facts) return raw;
  const w = new ByteWriter();
  const codes = tuples.map((t) => factsCodes(t[18] ?? NO_FACTS_TUPLE, t[4]));
  writeFactsColumns(w, codes, factsOrder(tuples.map((t) => ({ type: t[4], status: t[5], bedrooms: t[7], amenityBits: t[9] }))));
  return raw.subarray(0, raw.length - w.done().length);
}

const brotli = (raw: Uint8Array, quality: number) =>
  brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }).length;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const spread = (xs: number[]) => `${median(xs).toFixed(2)} (${Math.min(...xs).toFixed(2)}-${Math.max(...xs).toFixed(2)})`;

export async function catalogueFactsBench(): Promise<string> {
  const rows: string[][] = [];
  for (const n of SIZES) {
    const figures = new Map<string, number[]>();
    const add = (key: string, v: number) => figures.set(key, [...(figures.get(key) ?? []), v]);
    for (const seed of SEEDS) {
      const tuples = seededTuples(n, seed);
      const none = catalogueBytes(tuples, false);
      const all = catalogueBytes(tuples, true);
      const kept = catalogueBytes(withoutThree(tuples), true);
      for (const q of QUALITIES) {
        const base = brotli(none, q);
        add(`base${q}`, base / n);
        add(`all${q}`, (brotli(all, q) - base) / n);
        add(`kept${q}`, (brotli(kept, q) - base) / n);
      }
      console.log(`${n} listings, seed ${seed}: done`);
    }
    const at = (key: string) => spread(figures.get(key) ?? []);
    rows.push([n.toLocaleString('en-US'), ...QUALITIES.flatMap((q) => [`${at(`base${q}`)} B`, `+${at(`all${q}`)} B`, `+${at(`kept${q}`)} B`])]);
  }
  const head = ['Listings', ...QUALITIES.flatMap((q) => [`q${q}: without facts`, `q${q}: every fact`, `q${q}: no built year, parking, facing`])];
  return [
    `The whole catalogue's bytes a listing for the seed's listings, brotli at quality ${SNAPSHOT_BROTLI_QUALITY} (the stored snapshot a device fetches whole) and ${CATALOGUE_BROTLI_QUALITY} (a change sync's); the facts columns' cost as the difference. Median (min-max) of seeds ${SEEDS.join(', ')}. Budget: the facts at most 3 B a listing (decision 0081).`,
    '',
    table(head, rows),
    '',
    machineLine(),
  ].join('\n');
}
