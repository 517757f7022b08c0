import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { beforeEach, expect, it } from 'vitest';
import { clearUserData } from '#src/offline/device-data/clear-user-data.ts';
import { listRecent, RECENT_DB, RECENT_MAX, recordView } from '#src/features/recently-viewed/recent-store.ts';
import { sampleProperty } from '../../helpers/samples.ts';

beforeEach(() => clearUserData());

it(`keeps the last ${RECENT_MAX} listings opened, newest first, one entry per listing`, async () => {
  for (let i = 1; i <= 25; i += 1) await recordView(sampleProperty({ _id: `p${i}`, propertyName: `Flat ${i}` }), 1000 + i);
  // Opening one again moves it to the front rather than adding a second entry.
  await recordView(sampleProperty({ _id: 'p10', propertyName: 'Flat 10' }), 5000);
  const recent = await listRecent();
  const newestFirst = Array.from({ length: 25 }, (_, i) => `p${25 - i}`).filter((id) => id !== 'p10');
  expect(recent.map((r) => r._id)).toEqual(['p10', ...newestFirst].slice(0, RECENT_MAX));
  expect(recent).toHaveLength(RECENT_MAX);
  expect(recent[0]).toMatchObject({ propertyName: 'Flat 10', location: 'Andheri West', price: 18_500_000, type: 'sale', photo: null });
});

it('is gone after sign-out clears the device', async () => {
  await recordView(sampleProperty({ _id: 'p1' }));
  await clearUserData();
  expect(await listRecent()).toEqual([]);
});

it('skips a stored row this build cannot read instead of showing it', async () => {
  await recordView(sampleProperty({ _id: 'good', propertyName: 'Kept flat' }), 2000);
  const db = await openDB(RECENT_DB, 1);
  await db.put('views', { _id: 'bad', propertyName: 42, location: 'Borivali', price: '₹85 L', photo: null, viewedAt: 3000 });
  await db.put('views', { _id: 'no-photo-field', propertyName: 'Flat', location: 'Borivali', price: '₹85 L', viewedAt: 4000 });
  await db.put('views', { _id: 'odd-type', propertyName: 'Flat', location: 'Borivali', price: 8_500_000, type: 'lease', photo: null, viewedAt: 5000 });
  // Saved before languages: the English short price as text, no type. Still shown.
  await db.put('views', { _id: 'older-build', propertyName: 'Flat', location: 'Borivali', price: '₹85 L', photo: null, viewedAt: 6000 });
  db.close();
  expect((await listRecent()).map((r) => r._id)).toEqual(['older-build', 'good']);
});
