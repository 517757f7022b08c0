import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { z } from 'zod';
import { BAND_BITS, type HomeFields } from '../src/domain/duplicates-core.ts';
import { demoPhotoSvg } from '../server/seed/demo-photos.ts';
import { findPossibleDuplicates } from '../server/services/duplicates.ts';
import { decodeSmallest } from '../server/services/images.ts';
import { photoHashOfPixels } from '../server/services/photo-hash.ts';
import { signUp, startTestApp } from '../tests/helpers/test-app.ts';
import { machineLine, table } from './lib/report.ts';

/**
 * What the duplicate check adds to an upload, at 50,000 listings with 5 photos each (synthetic hashes, uniform over the
 * 64 bits, written straight into photo_hashes and the band index) on PGlite in-process: hashing the form's 5 photos from
 * the pixels the upload decodes for their smallest copies anyway, and the band lookup with the distance and the field
 * rule. Each run checks CHECKS forms of 5 photos, a fifth of them copies of a stored listing (a photo 0-6 bits off); the
 * table gives the median and the spread of the runs' p95.
 */
const LISTINGS = 50_000;
const PHOTOS = 5;
const RUNS = 5;
const CHECKS = 100;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))] ?? Number.NaN;
const spread = (xs: number[]) => `${median(xs).toFixed(1)} (${Math.min(...xs).toFixed(1)}-${Math.max(...xs).toFixed(1)})`;

function random64(): bigint {
  const hi = BigInt(Math.floor(Math.random() * 2 ** 32));
  const lo = BigInt(Math.floor(Math.random() * 2 ** 32));
  return (hi << 32n) | lo;
}

function flipBits(hash: bigint, n: number): bigint {
  let h = hash;
  const bits = new Set<number>();
  while (bits.size < n) bits.add(Math.floor(Math.random() * 64));
  for (const b of bits) h ^= 1n << BigInt(b);
  return h;
}

export async function duplicatesBench(): Promise<string> {
  const t = await startTestApp();
  const db = t.deps.database.db;
  try {
    const owner = await signUp(t.app);
    const filled = performance.now();
    await db.execute(sql`
      insert into properties (owner_id, property_name, type, ucresale, location, station, address, price, carpet_area, description, images)
      select ${owner.id}::uuid, 'Bench flat ' || g, (array['sale','rent'])[1 + g % 2], 'resale', 'Andheri West', g % 28, 'Somewhere', 5000000 + (g % 97) * 100000,
        400 + g % 600, 'x',
        (select jsonb_agg(jsonb_build_object('key', 'bench/' || g || '-' || j, 'width', 1280, 'height', 854, 'widths', jsonb_build_array(320))) from generate_series(0, ${PHOTOS - 1}) j)
      from generate_series(1, ${LISTINGS}) g`);
    // Uniform 64-bit hashes: two random 32-bit halves; the signed bigint holds the same bits.
    await db.execute(sql`
      insert into photo_hashes (property_id, photo_key, hash)
      select p.id, 'bench/' || split_part(p.property_name, ' ', 3) || '-' || j,
        (floor(random() * 4294967296)::bigint << 32) | floor(random() * 4294967296)::bigint
      from properties p cross join generate_series(0, ${PHOTOS - 1}) j`);
    const shifts = BAND_BITS.map((_, i) => 64 - BAND_BITS.slice(0, i + 1).reduce((a, b) => a + b, 0));
    const masks = BAND_BITS.map((bits) => 2 ** bits - 1);
    await db.execute(sql`
      insert into photo_hash_bands (band, value, property_id, photo_key, hash)
      select b, ((h.hash >> (${sql.raw(`array[${shifts.join(',')}]`)})[b + 1]) & (${sql.raw(`array[${masks.join(',')}]`)})[b + 1])::integer, h.property_id, h.photo_key, h.hash
      from photo_hashes h cross join generate_series(0, ${BAND_BITS.length - 1}) b`);
    await db.execute(sql`vacuum analyze`);
    const fillS = ((performance.now() - filled) / 1000).toFixed(0);
    console.log(`filled in ${fillS} s`);

    // Stored hashes and fields to copy from, so a fifth of the checks find something.
    const storedRows = z.object({
      rows: z.array(
        z.object({
          hash: z.string(),
          station: z.coerce.number(),
          type: z.enum(['sale', 'rent']),
          price: z.coerce.number(),
          carpet_area: z.coerce.number(),
          location: z.string(),
        }),
      ),
    });
    const stored = storedRows.parse(
      await db.execute(
        sql`select h.hash::text as hash, p.station, p.type, p.price, p.carpet_area, p.location from photo_hashes h join properties p on p.id = h.property_id order by random() limit ${CHECKS}`,
      ),
    ).rows;
    const sample = stored.map((row) => {
      const home: HomeFields = { station: row.station, type: row.type, price: row.price, carpetArea: row.carpet_area, location: row.location };
      return { hash: BigInt(row.hash), home };
    });

    // 5 photos of an upload's usual size, decoded to their smallest copy as the upload does before encoding them.
    const photos = await Promise.all(
      (['living', 'bedroom', 'kitchen', 'tower', 'lowrise'] as const).map((kind) =>
        sharp(Buffer.from(demoPhotoSvg(kind, 1)))
          .resize(1600, 1067)
          .jpeg({ quality: 85 })
          .toBuffer(),
      ),
    );
    const decoded = await Promise.all(photos.map((p) => decodeSmallest(p)));

    const addedP95: number[] = [];
    const lookupP95: number[] = [];
    const hashP95: number[] = [];
    const decodeP95: number[] = [];
    let found = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const added: number[] = [];
      const lookups: number[] = [];
      const hashes: number[] = [];
      const decodes: number[] = [];
      for (let i = 0; i < CHECKS; i += 1) {
        const copy = i % 5 === 0 ? sample[i % sample.length] : undefined;
        const form = Array.from({ length: PHOTOS }, (_, j) => (copy && j === 0 ? flipBits(copy.hash, Math.floor(Math.random() * 7)) : random64()));
        const home: HomeFields = copy?.home ?? { station: 10, type: 'sale', price: 9_000_000, carpetArea: 650, location: 'Andheri West' };
        // What the check adds to an upload: hashing the decoded pixels, then the lookup with the form's hashes (random
        // ones, so that a fifth of the checks find a copy).
        const start = performance.now();
        await Promise.all(decoded.map((pixels) => photoHashOfPixels(pixels)));
        const hashed = performance.now();
        const matches = await findPossibleDuplicates(db, home, form, '/uploads/');
        const end = performance.now();
        added.push(end - start);
        hashes.push(hashed - start);
        lookups.push(end - hashed);
        if (copy && matches.length > 0) found += 1;
        if (i % 5 === 0) {
          const d0 = performance.now();
          await Promise.all(photos.map((p) => decodeSmallest(p)));
          decodes.push(performance.now() - d0);
        }
      }
      addedP95.push(p95(added));
      lookupP95.push(p95(lookups));
      hashP95.push(p95(hashes));
      decodeP95.push(p95(decodes));
      console.log(`run ${run + 1}: added p95 ${p95(added).toFixed(1)} ms (hashing ${p95(hashes).toFixed(1)}, lookup ${p95(lookups).toFixed(1)})`);
    }
    const copies = RUNS * Math.ceil(CHECKS / 5);
    const bandRows =
      z.object({ rows: z.array(z.object({ n: z.coerce.number() })) }).parse(await db.execute(sql`select count(*)::int as n from photo_hash_bands`)).rows[0]
        ?.n ?? 0;
    return [
      `${LISTINGS.toLocaleString('en-IN')} listings x ${PHOTOS} photos (synthetic uniform hashes; ${bandRows.toLocaleString('en-IN')} band rows), PGlite in-process, ${RUNS} runs of ${CHECKS} checks of ${PHOTOS} photos (\`npm run bench -- duplicates\`; filling took ${fillS} s). ${machineLine()}`,
      '',
      table(
        ['step', 'p95 ms per run: median (min-max)'],
        [
          ['**added to an upload: hashing + lookup, timed together per check**', spread(addedP95)],
          ['hashing the 5 decoded photos (photoHashOfPixels)', spread(hashP95)],
          ['band lookup + distance + field rule (findPossibleDuplicates)', spread(lookupP95)],
          ['for reference, not added: decoding the 5 photos (1600 x 1067 JPEG) to their 320 px copies, which the upload encodes from', spread(decodeP95)],
        ],
      ),
      '',
      `Copies found: ${found} of ${copies} (a stored photo with 0-6 bits flipped and the same fields). Load average at the end: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}.`,
    ].join('\n');
  } finally {
    await t.close();
  }
}
