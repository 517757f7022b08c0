import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remindStaleListingOwners } from '../../server/services/freshness.ts';
import { staleReminderJob, startFreshnessJobs } from '../../server/services/freshness-jobs.ts';
import { catalogueResponseSchema } from '../../src/domain/catalogue.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { mailTo } from '../helpers/outbox.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
const NOW = new Date('2026-11-23T06:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 24 * 60 * 60 * 1000);
beforeAll(async () => {
  t = await startTestApp();
  t.setNow(NOW);
  owner = await signUp(t.app, { name: 'Owner Ojas' });
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const confirm = (id: string, cookie: string) => t.app.inject({ method: 'POST', url: `/api/user/myproperties/${id}/confirm`, headers: { cookie } });
const listing = (name: string, confirmedDaysAgo: number) =>
  insertProperty(t.deps.database.db, owner.id, { propertyName: name, confirmedAt: daysAgo(confirmedDaysAgo), createdAt: daysAgo(confirmedDaysAgo) });

describe('fresh listings', () => {
  it('keeps a listing in search until 45 days without a confirmation, then until its owner confirms it', async () => {
    await listing('Freshness flat kept', 44);
    const gone = await listing('Freshness flat gone', 45);
    const search = async () =>
      (await get('/api/property/getProperties?q=Freshness flat'))
        .json()
        .properties.map((p: { propertyName: string }) => p.propertyName)
        .sort();
    expect(await search()).toEqual(['Freshness flat kept']);
    // Still reachable on its own page and in the catalogue, with the date the device judges it by.
    expect((await get(`/api/property/getProperty/${gone.id}`)).json().confirmedAt).toBe(daysAgo(45).toISOString());
    const summary = catalogueResponseSchema.parse((await get('/api/property/catalogue?since=0')).json()).listings.find((l) => l[0] === gone.id);
    expect(summary?.[14]).toBe(daysAgo(45).getTime());

    const res = await confirm(gone.id, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Thanks: your listing is confirmed as available', property: { _id: gone.id, confirmedAt: NOW.toISOString() } });
    expect(await search()).toEqual(['Freshness flat gone', 'Freshness flat kept']);
  });

  it('lets only the owner confirm', async () => {
    const p = await listing('Someone else’s flat', 40);
    const other = await signUp(t.app);
    const res = await confirm(p.id, other.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'Only the owner can confirm a listing' });
    expect((await confirm('00000000-0000-4000-8000-000000000000', owner.cookie)).statusCode).toBe(404);
    expect((await get(`/api/property/getProperty/${p.id}`)).json().confirmedAt).toBe(daysAgo(40).toISOString());
  });

  it('mails each owner once before day 45, however often the reminder runs, and again only after a new confirmation goes stale', async () => {
    const fresh = await startTestApp();
    try {
      fresh.setNow(NOW);
      const seller = await signUp(fresh.app, { name: 'Seller Sana' });
      const add = (name: string, days: number) =>
        insertProperty(fresh.deps.database.db, seller.id, { propertyName: name, confirmedAt: daysAgo(days), createdAt: daysAgo(days) });
      const due = await add('Due 2 BHK', 38);
      await add('Not yet due 1 BHK', 37);
      await add('Already unlisted shop', 45);
      const run = () =>
        remindStaleListingOwners(fresh.deps.database.db, fresh.deps.mailer, fresh.deps.now(), fresh.deps.config.freshness, fresh.deps.config.publicUrl);
      const mails = () => mailTo(fresh.dataDir, seller.email);

      // Two runs at once (two processes): one of them sends it.
      expect((await Promise.all([run(), run()])).sort()).toEqual([0, 1]);
      expect(await run()).toBe(0);
      expect(mails().map((m) => m.subject)).toEqual(['Is Due 2 BHK still available?']);
      expect(mails()[0]?.text).toContain('on 30 November 2026 it leaves search');
      expect(mails()[0]?.text).toContain('/my-properties');

      // Confirmed today: nothing is due until 38 days on, and then one new reminder.
      await fresh.app.inject({ method: 'POST', url: `/api/user/myproperties/${due.id}/confirm`, headers: { cookie: seller.cookie } });
      expect(await run()).toBe(0);
      fresh.setNow(new Date(NOW.getTime() + 38 * 24 * 60 * 60 * 1000));
      expect(await run()).toBe(1);
      expect(mails().filter((m) => m.subject === 'Is Due 2 BHK still available?')).toHaveLength(2);
    } finally {
      await fresh.close();
    }
  });

  it('runs the reminder as a job in the queue, and a second run of it sends nothing more', async () => {
    const fresh = await startTestApp();
    try {
      fresh.setNow(NOW);
      const seller = await signUp(fresh.app, { name: 'Seller Omkar' });
      await insertProperty(fresh.deps.database.db, seller.id, { propertyName: 'Queued 3 BHK', confirmedAt: daysAgo(40), createdAt: daysAgo(40) });
      await startFreshnessJobs(fresh.deps);
      for (let run = 0; run < 2; run++) {
        const id = await fresh.deps.jobs.enqueue(staleReminderJob, {});
        if (!id) throw new Error('the job was not queued');
        await expect.poll(async () => (await fresh.deps.jobs.status(staleReminderJob, id))?.state, { timeout: 20_000 }).toBe('completed');
      }
      expect(mailTo(fresh.dataDir, seller.email).map((m) => m.subject)).toEqual(['Is Queued 3 BHK still available?']);
    } finally {
      await fresh.close();
    }
  });

  it('tells the client its freshness settings in GET /api/site', async () => {
    expect((await get('/api/site')).json().freshness).toEqual({ staleDays: 30, remindDays: 38, unlistDays: 45 });
  });
});
