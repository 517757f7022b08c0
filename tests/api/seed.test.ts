import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_USER, isEmpty, seedListings } from '../../server/seed/seed.ts';
import { properties } from '../../server/db/schema.ts';
import { stationIndexOf } from '../../src/domain/stations.ts';
import { RERA_PATTERN } from '../../src/domain/property.ts';
import { sessionCookie, startTestApp, TEST_PASSWORD_COST, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const ADMIN_PASSWORD = 'seeded-admin-password';
beforeAll(async () => {
  t = await startTestApp();
  expect(await isEmpty(t.deps.database.db)).toBe(true);
  await seedListings(t.deps.database.db, t.deps.storage, {
    count: 60,
    cost: TEST_PASSWORD_COST,
    now: new Date('2026-06-01T00:00:00Z'),
    adminPassword: ADMIN_PASSWORD,
  });
});
afterAll(() => t.close());

describe('demo data', () => {
  it('seeds believable listings over the stations, with 3-5 stored photos each', async () => {
    const rows = await t.deps.database.db.select().from(properties);
    expect(rows).toHaveLength(60);
    expect(await isEmpty(t.deps.database.db)).toBe(false);
    expect(new Set(rows.map((r) => r.station)).size).toBeGreaterThan(20);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['sale', 'rent']));
    expect(rows.some((r) => r.ucresale === 'under construction')).toBe(true);
    // Walk times: most given, 1-60 minutes and mostly 3-20; a few left out, as owners do.
    const walks = rows.map((r) => r.walkMinutes);
    expect(walks.filter((w) => w === null).length).toBeLessThan(rows.length / 4);
    expect(walks.every((w) => w === null || (w >= 1 && w <= 60))).toBe(true);
    expect(walks.filter((w) => w !== null && w >= 3 && w <= 20).length).toBeGreaterThan(rows.length / 2);
    for (const row of rows) {
      expect(row.station).toBe(stationIndexOf(row.location));
      expect(row.images.length).toBeGreaterThanOrEqual(3);
      expect(row.images.length).toBeLessThanOrEqual(5);
      expect(row.price).toBeGreaterThanOrEqual(1);
      // Rent a month: thousands to lakhs; a sale: lakhs to crores.
      if (row.type === 'rent') expect(row.price).toBeLessThan(2_000_000);
      else expect(row.price).toBeGreaterThan(500_000);
      if (row.reraNumber !== null) expect(row.reraNumber).toMatch(RERA_PATTERN);
      // Titles read well ("Office near Kandivali station", never "in Near"); no home interiors on a shop, office or plot.
      expect(row.propertyName).not.toMatch(/ in Near /i);
      if (/^(Shop|Office)|plot/.test(row.propertyName)) expect(row.images.map((i) => i.key).join(' ')).not.toMatch(/bedroom|living|kitchen/);
      for (const img of row.images) for (const w of img.widths) expect(existsSync(join(t.deps.config.dataDir, 'uploads', `${img.key}-${w}.webp`))).toBe(true);
    }
  });

  it('gives each listing a time-ordered id made at its creation', async () => {
    const rows = await t.deps.database.db.select().from(properties);
    for (const row of rows) {
      // Version 7: the first 48 bits are the creation's milliseconds, which the catalogue derives instead of sending.
      expect(row.id[14]).toBe('7');
      expect(Number.parseInt(row.id.slice(0, 8) + row.id.slice(9, 13), 16)).toBe(row.createdAt.getTime());
    }
  });

  it('creates a demo user who owns some listings and a demo admin, both able to sign in', async () => {
    const user = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_USER.email, password: DEMO_USER.password } });
    expect(user.statusCode).toBe(200);
    const mine = await t.app.inject({ method: 'GET', url: '/api/user/myproperties', headers: { cookie: sessionCookie(user) } });
    expect(mine.json().length).toBeGreaterThan(0);
    const admin = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ADMIN.email, password: ADMIN_PASSWORD } });
    expect(admin.json().user.role).toBe('admin');
  });

  it('never deletes the shared demo photos with one demo listing', async () => {
    const admin = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ADMIN.email, password: ADMIN_PASSWORD } });
    const [first, ...rest] = await t.deps.database.db.select().from(properties);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/property/delete/${first?.id}`, headers: { cookie: sessionCookie(admin) } });
    expect(res.statusCode).toBe(200);
    for (const img of first?.images ?? []) expect(existsSync(join(t.deps.config.dataDir, 'uploads', `${img.key}-320.webp`))).toBe(true);
    expect(rest.length).toBe(59);
  });
});
