import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueResponseSchema } from '../../src/domain/catalogue.ts';
import { signInAdmin } from '../helpers/admin.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { mailTo } from '../helpers/outbox.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t.app, { name: 'Owner Om' });
  admin = await signInAdmin(t.app, t.deps.database.db);
});
afterAll(() => t.close());

const report = (cookie: string, id: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/property/report/${id}`, headers: { cookie }, payload });
const get = async (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const act = (id: string, action: string, payload?: object, cookie = admin.cookie) =>
  t.app.inject({ method: 'POST', url: `/api/admin/listings/${id}/${action}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const listing = (over: Parameters<typeof insertProperty>[2] = {}) => insertProperty(t.deps.database.db, owner.id, over);

describe('POST /api/property/report/{id}', () => {
  it('thanks the reporter, and refuses a second report while the first is open', async () => {
    const user = await signUp(t.app);
    const p = await listing();
    const first = await report(user.cookie, p.id, { reason: 'unavailable' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ message: 'Thanks, we will check this listing' });
    const again = await report(user.cookie, p.id, { reason: 'wrong-price' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'You have already reported this listing. We are checking it.' });
    const both = await Promise.all([report(user.cookie, (await listing()).id, { reason: 'fake' }), report(user.cookie, p.id, { reason: 'fake' })]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 409]);
  });

  it('takes a new report once the last one is closed', async () => {
    const user = await signUp(t.app);
    const p = await listing();
    await report(user.cookie, p.id, { reason: 'broker' });
    await act(p.id, 'dismiss-reports');
    expect((await report(user.cookie, p.id, { reason: 'broker' })).statusCode).toBe(201);
  });

  it.each([
    [{}, 'Please choose a reason'],
    [{ reason: 'boring' }, 'Please choose a reason'],
    [{ reason: 'other' }, 'Please tell us what is wrong'],
    [{ reason: 'other', details: '   ' }, 'Please tell us what is wrong'],
    [{ reason: 'other', details: 'x'.repeat(1001) }, 'Please keep it to 1000 characters'],
    [{ reason: 'other', details: 'bad\u0000' }, 'Text cannot contain a NUL character'],
  ])('answers %j with 400 "%s" and stores nothing', async (payload, message) => {
    const user = await signUp(t.app);
    const res = await report(user.cookie, (await listing()).id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect((await get('/api/user/reports', user.cookie)).json()).toEqual([]);
  });

  it("keeps the words of an 'other' report as typed, and lets nobody report their own listing", async () => {
    const user = await signUp(t.app);
    const p = await listing();
    const words = "Owner says $' and $& </script> and asks for a token";
    expect((await report(user.cookie, p.id, { reason: 'other', details: words })).statusCode).toBe(201);
    expect((await get('/api/user/reports', user.cookie)).json()).toEqual([
      { _id: expect.any(String), propertyId: p.id, reason: 'other', details: words, status: 'open', createdAt: expect.any(String) },
    ]);
    const own = await report(owner.cookie, p.id, { reason: 'fake' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ message: 'You cannot report your own listing' });
  });

  it('answers 404 for a listing that does not exist or is hidden', async () => {
    const user = await signUp(t.app);
    expect((await report(user.cookie, 'junk', { reason: 'fake' })).statusCode).toBe(404);
    expect((await report(user.cookie, '00000000-0000-4000-8000-000000000000', { reason: 'fake' })).statusCode).toBe(404);
    const p = await listing();
    await act(p.id, 'hide', { reason: 'Duplicate' });
    expect((await report(user.cookie, p.id, { reason: 'fake' })).json()).toMatchObject({ message: 'Property not found.' });
  });

  it("shows each user their own reports and nobody else's", async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const p = await listing();
    await report(a.cookie, p.id, { reason: 'fake' });
    expect((await get('/api/user/reports', a.cookie)).json()).toHaveLength(1);
    expect((await get('/api/user/reports', b.cookie)).json()).toEqual([]);
  });

  it('is rate limited per address', async () => {
    const limited = await startTestApp({ authRateLimit: { max: 2, windowMs: 60_000 } });
    try {
      const seller = await signUp(limited.app);
      const user = await signUp(limited.app);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const p = await insertProperty(limited.deps.database.db, seller.id);
        const res = await limited.app.inject({
          method: 'POST',
          url: `/api/property/report/${p.id}`,
          headers: { cookie: user.cookie },
          payload: { reason: 'fake' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('moderation', () => {
  it('lists open reports grouped by listing, newest report first, with who reported what', async () => {
    const fresh = await startTestApp();
    try {
      const seller = await signUp(fresh.app, { name: 'Seller' });
      const [r1, r2] = [await signUp(fresh.app, { name: 'Reporter One' }), await signUp(fresh.app, { name: 'Reporter Two' })];
      const boss = await signInAdmin(fresh.app, fresh.deps.database.db);
      const older = await insertProperty(fresh.deps.database.db, seller.id, { propertyName: 'Older flat' });
      const newer = await insertProperty(fresh.deps.database.db, seller.id, { propertyName: 'Newer flat' });
      const at = (iso: string) => fresh.setNow(new Date(iso));
      const send = (cookie: string, id: string, payload: object) =>
        fresh.app.inject({ method: 'POST', url: `/api/property/report/${id}`, headers: { cookie }, payload });
      at('2026-11-20T10:00:00Z');
      await send(r1.cookie, older.id, { reason: 'fake' });
      at('2026-11-21T10:00:00Z');
      await send(r1.cookie, newer.id, { reason: 'wrong-price' });
      at('2026-11-22T10:00:00Z');
      await send(r2.cookie, older.id, { reason: 'other', details: 'Same photos as a Thane flat' });

      const { groups } = (await fresh.app.inject({ url: '/api/admin/reports', headers: { cookie: boss.cookie } })).json();
      expect(groups.map((g: { listing: { propertyName: string; openReports: number } }) => [g.listing.propertyName, g.listing.openReports])).toEqual([
        ['Older flat', 2],
        ['Newer flat', 1],
      ]);
      expect(groups[0].listing.owner).toEqual({ _id: seller.id, name: 'Seller', email: seller.email });
      expect(
        groups[0].reports.map((r: { reason: string; reporter: { name: string }; details: string | null }) => [r.reason, r.reporter.name, r.details]),
      ).toEqual([
        ['other', 'Reporter Two', 'Same photos as a Thane flat'],
        ['fake', 'Reporter One', null],
      ]);
    } finally {
      await fresh.close();
    }
  });

  it('hides a listing with a reason: out of search, detail, catalogue and booking; marked in wishlists; the owner sees why and is mailed', async () => {
    const fan = await signUp(t.app);
    const reporter = await signUp(t.app);
    const p = await listing({ propertyName: 'Bait flat in Kandivali', location: 'Kandivali West' });
    await t.app.inject({ method: 'PUT', url: `/api/user/wishlist/${p.id}`, headers: { cookie: fan.cookie } });
    await report(reporter.cookie, p.id, { reason: 'unavailable' });
    const before = catalogueResponseSchema.parse((await get('/api/property/catalogue?since=0')).json());
    expect(before.listings.map((l) => l[0])).toContain(p.id);

    const hidden = await act(p.id, 'hide', { reason: 'Already let, owner did not answer' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ message: 'Listing hidden' });

    const search = (await get('/api/property/getProperties?q=Bait flat in Kandivali')).json();
    expect(search).toMatchObject({ properties: [], total: 0 });
    expect((await get(`/api/property/getProperty/${p.id}`)).statusCode).toBe(404);
    const diff = catalogueResponseSchema.parse((await get(`/api/property/catalogue?since=${before.version}`)).json());
    expect(diff.removed).toContain(p.id);
    expect(diff.listings.map((l) => l[0])).not.toContain(p.id);
    const full = catalogueResponseSchema.parse((await get('/api/property/catalogue?since=0')).json());
    expect(full.listings.map((l) => l[0])).not.toContain(p.id);

    const wished = (await get('/api/user/wishlist', fan.cookie)).json();
    expect(wished).toEqual([expect.objectContaining({ _id: p.id, hidden: true })]);
    expect(wished[0]).not.toHaveProperty('hiddenReason');
    const mine = (await get('/api/user/myproperties', owner.cookie)).json();
    expect(mine.find((m: { _id: string }) => m._id === p.id)).toMatchObject({ hidden: true, hiddenReason: 'Already let, owner did not answer' });

    const [mail] = mailTo(t.dataDir, owner.email).filter((m) => m.subject === 'Your listing was hidden: Bait flat in Kandivali');
    expect(mail?.text).toContain('Reason: Already let, owner did not answer');
    expect(mail?.text).toContain('/my-properties');

    const book = await t.app.inject({
      method: 'POST',
      url: '/api/property/bookvisit',
      headers: { cookie: fan.cookie },
      payload: { propertyId: p.id, bookingDate: '2099-01-15', bookingTime: '11:00' },
    });
    expect(book.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/api/user/wishlist/${p.id}`, headers: { cookie: reporter.cookie } })).statusCode).toBe(404);
    // Acting on it closed the report: it leaves the Reports tab, and the reporter sees it actioned.
    const { groups } = (await get('/api/admin/reports', admin.cookie)).json();
    expect(groups.map((g: { listing: { _id: string } }) => g.listing._id)).not.toContain(p.id);
    expect((await get('/api/user/reports', reporter.cookie)).json()).toEqual([expect.objectContaining({ propertyId: p.id, status: 'actioned' })]);
  });

  it('restores a hidden listing to search and the catalogue, and dismisses reports without hiding', async () => {
    const reporter = await signUp(t.app);
    const p = await listing({ propertyName: 'Restorable studio in Goregaon', location: 'Goregaon East' });
    await act(p.id, 'hide', { reason: 'Checking the owner' });
    const { version } = catalogueResponseSchema.parse((await get('/api/property/catalogue?since=0')).json());
    const restored = await act(p.id, 'restore');
    expect(restored.json()).toMatchObject({ message: 'Listing restored' });
    expect((await get('/api/property/getProperties?q=Restorable studio')).json().total).toBe(1);
    expect((await get(`/api/property/getProperty/${p.id}`)).json()).not.toHaveProperty('hidden');
    const diff = catalogueResponseSchema.parse((await get(`/api/property/catalogue?since=${version}`)).json());
    expect(diff.listings.map((l) => l[0])).toContain(p.id);
    expect((await get('/api/user/myproperties', owner.cookie)).json().find((m: { _id: string }) => m._id === p.id)).not.toHaveProperty('hidden');

    await report(reporter.cookie, p.id, { reason: 'wrong-photos' });
    expect((await act(p.id, 'dismiss-reports')).json()).toMatchObject({ message: 'Reports dismissed' });
    expect((await get('/api/user/reports', reporter.cookie)).json()).toEqual([expect.objectContaining({ status: 'dismissed' })]);
    expect((await get(`/api/property/getProperty/${p.id}`)).statusCode).toBe(200);
  });

  it("records every action with who and when, newest first, on the listing's admin view", async () => {
    const reporter = await signUp(t.app);
    const p = await listing();
    t.setNow(new Date('2026-11-23T06:00:00Z'));
    await report(reporter.cookie, p.id, { reason: 'fake' });
    await act(p.id, 'dismiss-reports');
    t.setNow(new Date('2026-11-23T07:00:00Z'));
    await act(p.id, 'hide', { reason: 'Fake photos' });
    t.setNow(new Date('2026-11-23T08:00:00Z'));
    await act(p.id, 'restore');
    // Nothing to dismiss, nothing to restore: not recorded.
    await act(p.id, 'dismiss-reports');
    await act(p.id, 'restore');
    t.setNow(new Date());
    const view = (await get(`/api/admin/listings/${p.id}`, admin.cookie)).json();
    expect(view.listing).toMatchObject({ _id: p.id, hidden: false, hiddenReason: null, openReports: 0 });
    const by = { _id: admin.id, name: 'Site Admin' };
    expect(view.history).toEqual([
      { _id: expect.any(String), action: 'restore', reason: null, admin: by, createdAt: '2026-11-23T08:00:00.000Z' },
      { _id: expect.any(String), action: 'hide', reason: 'Fake photos', admin: by, createdAt: '2026-11-23T07:00:00.000Z' },
      { _id: expect.any(String), action: 'dismiss-reports', reason: null, admin: by, createdAt: '2026-11-23T06:00:00.000Z' },
    ]);
  });

  it('finds listings by name, location or owner e-mail in the Listings tab, hidden ones included', async () => {
    const p = await listing({ propertyName: 'Searchable shop in Dadar', location: 'Dadar West' });
    await act(p.id, 'hide', { reason: 'Wrong price' });
    const page = (await get('/api/admin/listings?q=searchable SHOP', admin.cookie)).json();
    expect(page).toMatchObject({ nextCursor: null, total: 1 });
    expect(page.listings).toEqual([
      {
        _id: p.id,
        propertyName: 'Searchable shop in Dadar',
        location: 'Dadar West',
        owner: { _id: owner.id, name: 'Owner Om', email: owner.email },
        createdAt: p.createdAt.toISOString(),
        hidden: true,
        hiddenReason: 'Wrong price',
        verifiedAt: null,
        confirmedAt: p.confirmedAt.toISOString(),
        openReports: 0,
      },
    ]);
    expect((await get('/api/admin/listings?q=100%25', admin.cookie)).json()).toEqual({ listings: [], nextCursor: null, total: 0 });
  });

  it('pages the Listings tab newest first past its first page, every listing once, with the count of all', async () => {
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await listing({ propertyName: `Paged flat ${i}`, createdAt: new Date(Date.UTC(2026, 10, 1, 0, 0, 0, i)) }));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/admin/listings?q=paged flat&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await get(url, admin.cookie)).json();
      expect(page.total).toBe(5);
      seen.push(...page.listings.map((l: { _id: string }) => l._id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(made.map((p) => p.id).reverse());
  });

  it.each([
    [{}, 'Please give a reason for hiding this listing'],
    [{ reason: '  ' }, 'Please give a reason for hiding this listing'],
    [{ reason: 'x'.repeat(501) }, 'A reason must be at most 500 characters'],
  ])('refuses to hide with %j: 400 "%s", and the listing stays up', async (payload, message) => {
    const p = await listing();
    const res = await act(p.id, 'hide', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect((await get(`/api/property/getProperty/${p.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for a listing that does not exist', async () => {
    for (const action of ['hide', 'restore', 'dismiss-reports']) {
      const res = await act('00000000-0000-4000-8000-000000000000', action, action === 'hide' ? { reason: 'x' } : undefined);
      expect(res.statusCode).toBe(404);
    }
    expect((await get('/api/admin/listings/junk', admin.cookie)).statusCode).toBe(404);
  });

  it('verifies a listing only after a confirmed visit has taken place; the badge date is then in every answer and the filter finds it', async () => {
    const visitor = await signUp(t.app);
    const p = await listing({ propertyName: 'Verifiable 1 BHK in Malad', location: 'Malad West' });
    const refused = await act(p.id, 'verify');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'A listing can be verified once our agent has shown it: it needs a confirmed visit that has taken place' });

    // Booked on Monday 23 November 2026 at 10:30 am (05:00 UTC) for 11:00 am the same day.
    t.setNow(new Date('2026-11-23T05:00:00Z'));
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/property/bookvisit',
      headers: { cookie: visitor.cookie },
      payload: { propertyId: p.id, bookingDate: '2026-11-23', bookingTime: '11:00' },
    });
    expect(booked.statusCode).toBe(201);
    const confirm = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/update-booking-status/${booked.json().booking._id}`,
        headers: { cookie: admin.cookie },
        payload: { status: 'confirmed' },
      });
    // Pending, then confirmed but not yet held (10:59 am): still refused.
    t.setNow(new Date('2026-11-23T05:29:00Z'));
    expect((await act(p.id, 'verify')).statusCode).toBe(409);
    await confirm();
    expect((await act(p.id, 'verify')).statusCode).toBe(409);
    t.setNow(new Date('2026-11-23T05:30:00Z'));
    const verified = await act(p.id, 'verify');
    expect(verified.json()).toMatchObject({ message: 'Listing verified' });
    t.setNow(new Date('2026-11-24T05:30:00Z'));
    await act(p.id, 'verify');

    expect((await get(`/api/property/getProperty/${p.id}`)).json().verifiedAt).toBe('2026-11-23T05:30:00.000Z');
    const found = (await get('/api/property/getProperties?verified=1&q=Verifiable 1 BHK')).json();
    expect(found.properties.map((x: { _id: string }) => x._id)).toEqual([p.id]);
    const summary = catalogueResponseSchema.parse((await get('/api/property/catalogue?since=0')).json()).listings.find((l) => l[0] === p.id);
    expect(summary?.[13]).toBe(Date.parse('2026-11-23T05:30:00Z'));

    expect((await act(p.id, 'unverify')).json()).toMatchObject({ message: 'Verification removed' });
    expect((await get(`/api/property/getProperty/${p.id}`)).json().verifiedAt).toBeNull();
    expect((await get('/api/property/getProperties?verified=1&q=Verifiable 1 BHK')).json().total).toBe(0);
    t.setNow(new Date());
    const history = (await get(`/api/admin/listings/${p.id}`, admin.cookie)).json().history;
    expect(history.map((h: { action: string; createdAt: string }) => [h.action, h.createdAt])).toEqual([
      ['unverify', '2026-11-24T05:30:00.000Z'],
      ['verify', '2026-11-23T05:30:00.000Z'],
    ]);
  });

  it('answers 400 for a verified filter that is not 1 or 0', async () => {
    const res = await get('/api/property/getProperties?verified=yes');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Verified must be 1 or 0' });
  });
});
