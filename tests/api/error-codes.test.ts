import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Every 4xx/5xx of the API suite is checked for a known code (tests/helpers/error-answers.ts); these pin the exact
// answers of a few, English unchanged beside the code and its values (decision 0045).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ loginLock: { after: 2, ms: 15 * 60_000 } });
});
afterAll(() => t.close());

const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

it('answers a wrong password with its English and its code, and a lock-out with the minutes as a value', async () => {
  const user = await signUp(t.app);
  const wrong = await login(user.email, 'wrong-pass');
  expect([wrong.statusCode, wrong.json()]).toEqual([401, { message: 'Invalid email or password', code: 'badCredentials' }]);
  await login(user.email, 'wrong-pass');
  const locked = await login(user.email, user.password);
  expect([locked.statusCode, locked.json()]).toEqual([
    429,
    { message: 'Too many failed sign-in attempts. Try again in 15 minutes.', code: 'loginLocked', values: { minutes: 15 } },
  ]);
});

it("answers a schema's own code, and a body of a shape no schema describes as invalid data, in the code's English", async () => {
  const missing = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: 'a@b.in', password: 'secret123', contactNo: '9820012345' } });
  expect([missing.statusCode, missing.json()]).toEqual([400, { message: 'Name is required', code: 'nameRequired' }]);
  const array = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: [1, 2] });
  expect([array.statusCode, array.json()]).toEqual([400, { message: 'Invalid data provided', code: 'invalidData' }]);
});

it('codes the answers made before any route: an unknown endpoint and a body that is not JSON', async () => {
  const nowhere = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
  expect([nowhere.statusCode, nowhere.json()]).toEqual([
    404,
    { message: 'No such endpoint: GET /api/nowhere', code: 'noSuchEndpoint', values: { method: 'GET', path: '/api/nowhere' } },
  ]);
  const broken = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
  expect([broken.statusCode, broken.json()]).toEqual([400, { message: 'The request body is not valid JSON', code: 'bodyNotJson' }]);
});
