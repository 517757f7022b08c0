import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort, spawnServer } from './server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'homes-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const account = { name: 'Durable Dev', email: 'durable@example.in', password: 'secret123', contactNo: '9820012345' };

it('keeps committed data through kill -9 of the embedded database', async () => {
  const port = await freePort();
  const first = await spawnServer(dataDir, port);
  const signup = await fetch(`${first.url}/api/auth/signup`, json(account));
  expect(signup.status).toBe(201);
  first.child.kill('SIGKILL');
  await first.exited;

  const second = await spawnServer(dataDir, port);
  try {
    const login = await fetch(`${second.url}/api/auth/login`, json({ email: account.email, password: account.password }));
    expect(login.status).toBe(200);
    expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
  } finally {
    second.child.kill('SIGKILL');
    await second.exited;
  }
});

it('finishes in-flight requests on SIGTERM, then exits cleanly', async () => {
  const port = await freePort();
  const server = await spawnServer(dataDir, port, { LOG_LEVEL: 'info' });
  // Sign-up hashes at the production scrypt cost, so it is still running when the signal lands
  // right after the server has logged the request's arrival.
  const pending = fetch(`${server.url}/api/auth/signup`, json({ ...account, email: 'inflight@example.in' }));
  while (!server.output().includes('"url":"/api/auth/signup"')) await new Promise((r) => setTimeout(r, 5));
  server.child.kill('SIGTERM');
  const res = await pending;
  expect(res.status).toBe(201);
  expect(await server.exited).toBe(0);

  const again = await spawnServer(dataDir, port);
  try {
    const login = await fetch(`${again.url}/api/auth/login`, json({ email: 'inflight@example.in', password: account.password }));
    expect(login.status).toBe(200);
  } finally {
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }
});
