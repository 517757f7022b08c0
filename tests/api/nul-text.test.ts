import { afterAll, beforeAll, expect, it } from 'vitest';
import { NUL_MESSAGE } from '../../src/domain/fields.ts';
import { snapshotTables } from '../helpers/db-snapshot.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

/** PostgreSQL refuses a NUL in text: each of these once reached it and answered 500. */
let t: TestApp;
let cookie = '';
beforeAll(async () => {
  t = await startTestApp();
  cookie = (await signUp(t.app)).cookie;
});
afterAll(() => t.close());

const NUL = '\u0000';
const signup = { name: 'Asha Patil', email: 'asha-nul@example.in', contactNo: '9820012345', password: 'secret123' };
const enquiry = { name: 'Ravi Kumar', email: 'ravi@example.in', contactNo: '9820012345', message: 'Is it available?' };
const profile = { name: 'Asha Patil', email: 'asha-new@example.in', contactNo: '9820012345' };

const CASES: [string, 'POST' | 'PUT', string, Record<string, string>, string][] = [
  ['login e-mail', 'POST', '/api/auth/login', { email: 'a@b', password: 'whatever-12' }, 'email'],
  ['signup name', 'POST', '/api/auth/signup', signup, 'name'],
  ['signup e-mail', 'POST', '/api/auth/signup', signup, 'email'],
  ['signup number', 'POST', '/api/auth/signup', signup, 'contactNo'],
  ['forgot-password e-mail', 'POST', '/api/user/forgotPassword', { email: 'a@b' }, 'email'],
  ['enquiry name', 'POST', '/api/property/contactus', enquiry, 'name'],
  ['enquiry e-mail', 'POST', '/api/property/contactus', enquiry, 'email'],
  ['enquiry message', 'POST', '/api/property/contactus', enquiry, 'message'],
  ['profile name', 'PUT', '/api/user/updateProfile', profile, 'name'],
  ['profile e-mail', 'PUT', '/api/user/updateProfile', profile, 'email'],
];

it.each(CASES)('answers a NUL in the %s with 400 and the one NUL message, storing nothing', async (_label, method, url, body, field) => {
  const before = await snapshotTables(t.deps.database.db);
  const res = await t.app.inject({ method, url, headers: { cookie }, payload: { ...body, [field]: `${body[field]}${NUL}c` } });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ message: NUL_MESSAGE });
  expect(await snapshotTables(t.deps.database.db)).toEqual(before);
});

it.each(['q', 'location'])('answers a NUL in the listing filter %s with 400 and the NUL message', async (param) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/property/getProperties?${param}=flat%00` });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ message: NUL_MESSAGE });
});
