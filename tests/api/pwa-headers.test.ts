import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

/** What the server tells caches about the service worker, the shell, hashed assets and API answers. */

let t: TestApp;
let clientDir: string;
let cookie: string;

beforeAll(async () => {
  // A built client in miniature: the files vite-plugin-pwa and Vite write.
  clientDir = mkdtempSync(join(tmpdir(), 'homes-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(clientDir, 'manifest.webmanifest'), '{"name":"Mumbai Homes"}');
  writeFileSync(join(clientDir, 'assets', 'index-AbC123.js'), 'console.log(1)');
  t = await startTestApp({ clientDir });
  ({ cookie } = await signUp(t.app));
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the client files', () => {
  it('serves sw.js revalidated on every load, so a deploy reaches open apps', async () => {
    const res = await t.app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
  });

  it('serves index.html, the manifest and deep links no-cache, and hashed assets immutable', async () => {
    for (const url of ['/index.html', '/', '/wishlist', '/property/abc123']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<div id="root">');
    }
    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const asset = await t.app.inject({ url: '/assets/index-AbC123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps the JSON 404 for unknown API paths and missing files instead of the shell', async () => {
    for (const url of ['/api/nothing-here', '/uploads/missing.webp', '/assets/old-chunk-Zz9.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toHaveProperty('message');
    }
  });
});

describe('API answers with a session', () => {
  it.each<['GET' | 'POST', string]>([
    ['GET', '/api/auth/me'],
    ['GET', '/api/user/wishlist'],
    ['GET', '/api/user/myproperties'],
    ['GET', '/api/property/getProperties'],
    ['GET', '/api/site'],
    ['GET', '/api/nothing-here'],
    ['POST', '/api/auth/logout'],
  ])('%s %s carries private, no-store', async (method, url) => {
    const res = await t.app.inject({ method, url, headers: { cookie } });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves public answers to visitors cacheable as each route says', async () => {
    const res = await t.app.inject({ url: '/api/site' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});
