import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DEMO_ADMIN, seedListings } from '../../server/seed/seed.ts';
import { DEMO_ADMIN_PASSWORD_FILE, demoAdminPassword } from '../../server/services/demo-admin-password.ts';
import { startTestApp, TEST_PASSWORD_COST, type TestApp } from '../helpers/test-app.ts';

const apps: TestApp[] = [];
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'homes-demo-admin-'));
  folders.push(dir);
  return dir;
}

/** A fresh install seeded as `npm start` seeds it, with the admin password of its data folder. */
async function seededInstall() {
  const t = await startTestApp();
  apps.push(t);
  const password = demoAdminPassword(t.dataDir);
  await seedListings(t.deps.database.db, t.deps.storage, { count: 1, cost: TEST_PASSWORD_COST, now: new Date(), adminPassword: password });
  const login = (pw: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ADMIN.email, password: pw } });
  return { t, password, login };
}

it('gives every data folder its own random demo admin password, kept in the folder for the owner only', () => {
  const a = folder();
  const b = folder();
  const first = demoAdminPassword(a);
  expect(first.length).toBeGreaterThanOrEqual(16);
  expect(demoAdminPassword(b)).not.toBe(first);
  // The next start prints the same one again.
  expect(demoAdminPassword(a)).toBe(first);
  const file = join(a, DEMO_ADMIN_PASSWORD_FILE);
  expect(readFileSync(file, 'utf8').trim()).toBe(first);
  expect(statSync(file).mode & 0o777).toBe(0o600);
});

it('seeds the demo admin with that password, and the old published one no longer signs in', async () => {
  const { password, login } = await seededInstall();
  expect((await login('admin-pass-2026')).statusCode).toBe(401);
  const res = await login(password);
  expect(res.statusCode).toBe(200);
  expect(res.json().user.role).toBe('admin');
  // Seeding draws and encodes the demo photos: on a busy 2-core machine that alone took past the 30 s default.
}, 120_000);
