import { afterAll, beforeAll, expect, it } from 'vitest';
import { siteInfoSchema } from '../../src/domain/site.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ officeAddress: '12 Hill Road, Bandra West, Mumbai 400050', agentRera: 'A51700099999' });
});
afterAll(() => t?.close());

it('serves the configured office address and MahaRERA agent registration with the agent contact', async () => {
  const res = await t.app.inject({ url: '/api/site' });
  expect(res.statusCode).toBe(200);
  expect(siteInfoSchema.parse(res.json())).toEqual({
    agentPhone: t.deps.config.agentPhone,
    agentEmail: t.deps.config.agentEmail,
    city: 'Mumbai',
    officeAddress: '12 Hill Road, Bandra West, Mumbai 400050',
    agentRera: 'A51700099999',
    visitHours: { opens: '09:30', closes: '19:30', slotMinutes: 30, days: [1, 2, 3, 4, 5, 6] },
    freshness: { staleDays: 30, remindDays: 38, unlistDays: 45 },
  });
});
