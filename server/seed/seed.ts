import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import type { AmenityKey } from '../../src/domain/amenities.ts';
import { demoPhotoKey, photoFile } from '../../src/domain/photo-keys.ts';
import { STATIONS } from '../../src/domain/stations.ts';
import type { PasswordCost } from '../config.ts';
import { createUser, findUserByEmail, type UserRow } from '../services/accounts.ts';
import { encodeImage } from '../services/images.ts';
import { NO_FACTS } from '../../src/domain/listing-facts.ts';
import { listingValues } from '../services/listings.ts';
import { seedFacts } from './seed-facts.ts';
import type { Storage } from '../services/storage.ts';
import type { Db } from '../db/client.ts';
import { insertAsColumns } from '../db/insert-columns.ts';
import { demoPhotoSvg, PHOTO_H, PHOTO_KINDS, PHOTO_W, randomSource, type PhotoKind, type Random } from './demo-photos.ts';
import { properties, type StoredImage } from '../db/schema.ts';

/** The listings `npm start` seeds an empty database with: four or five per station, enough to try every filter. */
export const DEMO_LISTINGS = 120;

/** The demo accounts `npm start` prints on an empty database. */
export const DEMO_USER = { name: 'Demo User', email: 'demo@mumbaihomes.in', password: 'demo-pass-2026', contactNo: '9820000001' };
/** Its password is random per data folder (server/services/demo-admin-password.ts), never a published one. */
export const DEMO_ADMIN = { name: 'Demo Admin', email: 'admin@mumbaihomes.in', contactNo: '9820000002' };
const LISTER = { name: 'Mumbai Homes Listings', email: 'listings@mumbaihomes.in', contactNo: '9820000003' };

/** Rough sale price per ft² (INR) by station, north to south: Virar is a fraction of Churchgate. */
const RATE_PER_FT2 = [
  5200, 5600, 6000, 6300, 9500, 10500, 14500, 19500, 19000, 20000, 22000, 21500, 26000, 30000, 36000, 42000, 48000, 33000, 35000, 40000, 42000, 44000, 46000,
  34000, 32000, 38000, 45000, 52000,
];
const PINCODES = [
  '401303',
  '401203',
  '401202',
  '401208',
  '401105',
  '401107',
  '400068',
  '400092',
  '400067',
  '400064',
  '400062',
  '400060',
  '400058',
  '400057',
  '400054',
  '400052',
  '400050',
  '400016',
  '400019',
  '400028',
  '400025',
  '400013',
  '400034',
  '400008',
  '400007',
  '400004',
  '400020',
  '400020',
];
const SIDES = ['West', 'East'];
const STREETS = [
  'S.V. Road',
  'Link Road',
  'Station Road',
  'L.T. Road',
  'M.G. Road',
  'Hill Road',
  'Carter Road',
  'Tilak Road',
  'Ranade Road',
  'Linking Road',
  'Jawahar Nagar',
  'Gulmohar Road',
];
const BUILDINGS = [
  'Sai Darshan',
  'Shanti Kunj',
  'Gokul Dham',
  'Sea Breeze',
  'Om Shivam',
  'Krishna Kripa',
  'Palm Grove',
  'Sunrise Heights',
  'Laxmi Niwas',
  'Ganga Vihar',
  'Silver Oak',
  'Ashiana',
  'Mangal Murti',
  'Vrindavan',
  'Harmony Towers',
  'Skyline Residency',
];
const NEAR = [
  '5 minutes from the station',
  'close to the metro',
  'near the market and schools',
  'walking distance to the station',
  'near the highway',
  'in a quiet lane',
];

type Kind = { name: string; bedrooms: number; area: [number, number]; photo: PhotoKind[]; rooms: PhotoKind[]; commercial?: boolean; plot?: boolean };
const KINDS: Kind[] = [
  { name: '1 RK', bedrooms: 0, area: [220, 320], photo: ['lowrise', 'tower'], rooms: ['living', 'kitchen'] },
  { name: '1 BHK', bedrooms: 1, area: [380, 520], photo: ['tower', 'lowrise'], rooms: ['living', 'bedroom', 'kitchen'] },
  { name: '2 BHK', bedrooms: 2, area: [580, 850], photo: ['tower', 'tower', 'lowrise'], rooms: ['living', 'bedroom', 'kitchen', 'bedroom'] },
  { name: '3 BHK', bedrooms: 3, area: [900, 1400], photo: ['tower'], rooms: ['living', 'bedroom', 'kitchen', 'bedroom', 'living'] },
  { name: '4 BHK bungalow', bedrooms: 4, area: [1600, 2600], photo: ['bungalow'], rooms: ['living', 'bedroom', 'kitchen', 'bedroom'] },
  { name: 'Shop', bedrooms: 0, area: [150, 600], photo: ['shop'], rooms: ['shop', 'lowrise'], commercial: true },
  // No home interiors for an office: the pool has no office interior, so its building and the street front.
  { name: 'Office', bedrooms: 0, area: [400, 1500], photo: ['tower'], rooms: ['tower', 'lowrise'], commercial: true },
  { name: 'Plot', bedrooms: 0, area: [1500, 6000], photo: ['plot'], rooms: ['plot', 'plot'], plot: true },
];
const KIND_WEIGHTS = [6, 14, 18, 10, 2, 5, 3, 3];

/** How many distinct photos of each scene are drawn; listings reuse them in different combinations. */
const POOL: Record<PhotoKind, number> = { tower: 8, lowrise: 4, bungalow: 3, shop: 4, plot: 3, living: 6, bedroom: 5, kitchen: 4 };
export type PhotoPool = Record<PhotoKind, StoredImage[]>;

/** Draws, encodes and stores the demo photo pool (in parallel), once; every seeded listing points at these files. */
export async function makePhotoPool(storage: Storage): Promise<PhotoPool> {
  const jobs = PHOTO_KINDS.flatMap((kind) => Array.from({ length: POOL[kind] }, (_, i) => ({ kind, i })));
  const stored = await Promise.all(
    jobs.map(async ({ kind, i }) => {
      const bytes = await sharp(Buffer.from(demoPhotoSvg(kind, i + 1)))
        .png({ compressionLevel: 0 })
        .toBuffer();
      // Effort 1: about 2.5 times faster than uploads' 3, keeping the first start short.
      const encoded = await encodeImage({ bytes, width: PHOTO_W, height: PHOTO_H }, 1);
      const key = demoPhotoKey(kind, i + 1);
      await Promise.all(encoded.variants.map((v) => storage.put(photoFile(key, v.width), v.data)));
      const image: StoredImage = { key, width: encoded.width, height: encoded.height, widths: encoded.variants.map((v) => v.width) };
      return { kind, image };
    }),
  );
  const pool: PhotoPool = { tower: [], lowrise: [], bungalow: [], shop: [], plot: [], living: [], bedroom: [], kitchen: [] };
  for (const { kind, image } of stored) pool[kind].push(image);
  return pool;
}

/** The new projects' possession months, as the description says them and as the field states them. */
const POSSESSIONS: [string, string][] = [
  ['December 2026', '2026-12'],
  ['June 2027', '2027-06'],
  ['March 2028', '2028-03'],
];

const WEIGHTED_KINDS = KINDS.flatMap((kind, i) => Array.from({ length: KIND_WEIGHTS[i] ?? 1 }, () => kind));

function round(value: number, step: number) {
  return Math.max(step, Math.round(value / step) * step);
}

/** One believable listing: location, price for its area, amenities and 3-5 photos from the pool. */
export function demoListing(r: Random, pool: PhotoPool, ownerId: string, createdAt: Date): typeof properties.$inferInsert {
  const stationIndex = r.int(0, STATIONS.length - 1);
  const station = STATIONS[stationIndex] ?? 'Andheri';
  const kind = r.pick(WEIGHTED_KINDS);
  const rent = !kind.plot && r.chance(0.4);
  const side = r.pick(SIDES);
  const nearStation = !r.chance(0.8);
  const location = nearStation ? `Near ${station} station` : `${station} ${side}`;
  // "in Andheri West", but "near Andheri station": never "in Near Andheri station".
  const where = nearStation ? `near ${station} station` : `in ${location}`;
  const area = r.int(kind.area[0], kind.area[1]);
  const rate = (RATE_PER_FT2[stationIndex] ?? 20000) * (kind.plot ? 0.45 : kind.commercial ? 1.3 : 1) * (0.85 + r.next() * 0.3);
  const value = area * rate;
  // Mumbai rents run at roughly 2.5-3.5% of the sale value a year.
  const price = rent ? round((value * (0.025 + r.next() * 0.01)) / 12, 500) : round(value, 50000);
  const underConstruction = !rent && !kind.plot && r.chance(0.3);
  const building = r.pick(BUILDINGS);
  const street = r.pick(STREETS);
  const near = r.pick(NEAR);
  const residential = !kind.commercial && !kind.plot;
  const odds: [AmenityKey, number][] = [
    ['furnished', residential ? 0.45 : 0],
    ['parking', 0.6],
    ['gym', residential ? 0.35 : 0],
    ['swimming', residential ? 0.2 : 0],
    ['security', kind.plot ? 0 : 0.7],
    ['ac', kind.plot ? 0 : 0.5],
    ['wifi', kind.plot ? 0 : 0.45],
  ];
  const amenities = odds.filter(([, p]) => r.chance(p)).map(([key]) => key);
  const title = kind.plot
    ? `${area.toLocaleString('en-IN')} sq ft plot near ${station}`
    : `${kind.name} ${rent ? 'for rent' : underConstruction ? 'in a new project' : 'for sale'} ${where}`;
  const floor = r.int(1, 22);
  // Drawn in the order the description always drew them, so the sequence (and every listing after) is as it was.
  const home = !kind.plot && !kind.commercial;
  const facing = home ? r.pick(['east', 'west', 'north', 'south'] as const) : null;
  const feature = home ? r.pick(['cross ventilation', 'a balcony', 'a modular kitchen', 'vitrified flooring', 'covered parking']) : '';
  const possession = !kind.plot && underConstruction ? r.pick(POSSESSIONS) : null;
  const description = kind.plot
    ? `Clear-title open plot of ${area.toLocaleString('en-IN')} sq ft on ${street}, ${near}. Road access on one side, water and power lines at the gate.`
    : `${kind.name} of ${area} sq ft carpet in ${building} ${kind.commercial ? 'Commercial Complex' : 'CHS'}, ${near}. ` +
      (kind.commercial ? `Ground-floor frontage on ${street} with steady footfall.` : `Floor ${floor}, ${facing}-facing, ${feature}.`) +
      (possession ? ` Possession ${possession[0]}.` : '');
  const cover = r.pick(pool[r.pick(kind.photo)]);
  const photos = [cover];
  const wanted = r.int(3, 5);
  for (let tries = 0; photos.length < wanted && tries < 20; tries++) {
    const next = r.pick(pool[r.pick(kind.rooms)]);
    if (!photos.includes(next)) photos.push(next);
  }
  const values = listingValues(
    ownerId,
    {
      type: rent ? 'rent' : 'sale',
      ucresale: underConstruction ? 'under construction' : rent && r.chance(0.5) ? 'not applicable' : 'resale',
      price,
      propertyName: title,
      location,
      address: `${r.int(1, 40)}, ${building} ${kind.commercial ? 'Complex' : 'CHS'}, ${street}, ${location}, Mumbai ${PINCODES[stationIndex] ?? '400001'}`,
      bedrooms: kind.bedrooms,
      carpetArea: area,
      description,
      amenities,
      reraNumber: underConstruction ? `P5${r.int(1, 2)}${String(r.int(0, 999_999_999)).padStart(9, '0')}` : undefined,
      walkMinutes: null,
      deposit: null,
      ...NO_FACTS,
    },
    photos,
  );
  const facts = seedFacts({
    address: values.address,
    rent,
    plot: Boolean(kind.plot),
    commercial: Boolean(kind.commercial),
    underConstruction,
    area,
    rate: RATE_PER_FT2[stationIndex] ?? 20000,
    amenities,
    floor,
    facing,
    possession: possession?.[1] ?? null,
  });
  return { ...values, walkMinutes: walkMinutesFor(values.address), deposit: rent ? depositFor(values.address, price) : null, ...facts, createdAt };
}

/**
 * A demo rent's security deposit: Mumbai landlords ask three to ten months' rent (six is common), rounded to ₹10,000;
 * about one in ten states none. Drawn from the address, as the walk is, so every other field stays as it was.
 */
export function depositFor(address: string, monthlyRent: number): number | null {
  let h = 2166136261;
  for (let i = address.length - 1; i >= 0; i--) h = Math.imul(h ^ address.charCodeAt(i), 16777619) >>> 0;
  const roll = h % 100;
  if (roll < 10) return null;
  const months = [3, 4, 5, 6, 6, 6, 8, 10][(h >>> 8) % 8] ?? 6;
  return Math.max(10_000, Math.round((monthlyRent * months) / 10_000) * 10_000);
}

/**
 * A demo listing's walk to its station: most 3-20 minutes, a few 21-35 (a bus or rickshaw first), about one in twelve
 * not given. Drawn from the address rather than the seed's random sequence, so every other field stays as it was.
 */
export function walkMinutesFor(address: string): number | null {
  let h = 2166136261;
  for (let i = 0; i < address.length; i++) h = Math.imul(h ^ address.charCodeAt(i), 16777619) >>> 0;
  const roll = h % 100;
  if (roll < 8) return null;
  if (roll < 13) return 21 + ((h >>> 8) % 15);
  return 3 + ((h >>> 8) % 18);
}

async function ensureAccount(
  db: Db,
  account: { name: string; email: string; contactNo: string; password: string },
  role: 'user' | 'admin',
  cost: PasswordCost,
): Promise<UserRow> {
  const found = await findUserByEmail(db, account.email);
  if (found) return found;
  return createUser(db, { ...account, role }, cost);
}

export interface SeedOptions {
  count: number;
  cost: PasswordCost;
  now: Date;
  /** How far back the listings' creation times spread. */
  spanDays?: number;
  seed?: number;
  /** The demo admin's password (demoAdminPassword of the data folder). */
  adminPassword: string;
  /** The photo pool when already being drawn (start-up draws it while the database opens). */
  pool?: Promise<PhotoPool>;
  onProgress?: (done: number) => void;
}

/** Demo accounts and `count` listings over the 28 stations, inserted in batches; the photos are drawn once and shared. */
export async function seedListings(db: Db, storage: Storage, options: SeedOptions) {
  const [demo, admin, lister] = await Promise.all([
    ensureAccount(db, DEMO_USER, 'user', options.cost),
    ensureAccount(db, { ...DEMO_ADMIN, password: options.adminPassword }, 'admin', options.cost),
    ensureAccount(db, { ...LISTER, password: randomUUID() }, 'user', options.cost),
  ]);
  const pool = await (options.pool ?? makePhotoPool(storage));
  const r = randomSource(options.seed ?? 2026);
  const spanMs = (options.spanDays ?? 90) * 86_400_000;
  const batch = 1000;
  for (let start = 0; start < options.count; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(options.count, start + batch); i++) {
      // Newest first: the first few listings belong to the demo user, so My Properties has something to show.
      const owner = i % 15 === 0 ? demo.id : lister.id;
      const createdAt = new Date(options.now.getTime() - Math.floor((i / options.count) * spanMs) - r.int(0, 59_000));
      // A time-ordered id made at the listing's creation, as an upload's is: the catalogue sends only its random half.
      rows.push({ ...demoListing(r, pool, owner, createdAt), id: uuidv7({ msecs: createdAt.getTime() }) });
    }
    await db.execute(insertAsColumns(properties, rows));
    options.onProgress?.(Math.min(options.count, start + batch));
  }
  // PGlite runs no autovacuum: fresh statistics let the planner pick the indexes at once, and a set
  // visibility map lets counts read the small indexes instead of every row.
  await db.execute(sql`vacuum analyze ${properties}`);
  return { demo, admin };
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(properties);
  return (row?.n ?? 0) === 0;
}
