import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

/** What every response tells the browser, and which origins may call with credentials. */

const PARTNER = 'https://partner.example.in';
const EVIL = 'https://evil.example';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ publicUrl: 'http://127.0.0.1:3000', corsOrigins: [PARTNER] });
});
afterAll(() => t.close());

/** The CSP as directive -> sources. */
function csp(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/site', 200],
    ['an API error', '/api/nothing-here', 404],
    ['a refusal', '/api/auth/me', 401],
  ])('are on %s', async (_what, url, status) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(status);
    const policy = csp(res.headers['content-security-policy']);
    const scripts = policy.get('script-src') ?? policy.get('default-src');
    expect(scripts).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    for (const sources of policy.values()) {
      expect(sources).not.toContain('*');
      if (sources !== policy.get('style-src')) expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends no HSTS over plain http', async () => {
    const res = await t.app.inject({ url: '/api/site' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(csp(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(false);
  });

  it('sends HSTS for a year, and upgrades insecure requests, when PUBLIC_URL is https', async () => {
    const secure = await startTestApp({ publicUrl: 'https://homes.example.in' });
    try {
      const res = await secure.app.inject({ url: '/api/site' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(csp(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('lets the configured origins fetch from the API as well as the page itself', async () => {
    const res = await t.app.inject({ url: '/api/site' });
    expect(csp(res.headers['content-security-policy']).get('connect-src')).toEqual(["'self'", PARTNER]);
  });
});

describe('CORS', () => {
  it('answers a configured origin with credentials', async () => {
    const res = await t.app.inject({ url: '/api/site', headers: { origin: PARTNER } });
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers.vary)).toMatch(/origin/i);
  });

  it('lets a configured origin through its preflight and its unsafe request', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: PARTNER, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');

    const user = await signUp(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: PARTNER },
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['access-control-allow-origin']).toBe(PARTNER);
  });

  it.each([[EVIL], ['null'], ['http://127.0.0.1:3000.evil.example'], [`${PARTNER}.evil.example`], ['http://partner.example.in']])(
    'gives %s no CORS answer at all',
    async (origin) => {
      for (const res of [
        await t.app.inject({ url: '/api/site', headers: { origin } }),
        await t.app.inject({ method: 'OPTIONS', url: '/api/auth/login', headers: { origin, 'access-control-request-method': 'POST' } }),
      ]) {
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
        expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      }
    },
  );
});

describe('cross-site requests (CSRF)', () => {
  it.each([['POST'], ['PUT'], ['PATCH'], ['DELETE']])('refuses %s from a foreign Origin with 403 before it does anything', async (method) => {
    const user = await signUp(t.app);
    for (const url of ['/api/auth/logout', '/api/user/wishlist', '/api/property/delete/00000000-0000-0000-0000-000000000000', '/api/anything']) {
      const res = await t.app.inject({ method, url, headers: { origin: EVIL, cookie: user.cookie }, payload: {} });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: 'Cross-site request refused' });
      expect(res.headers['content-security-policy']).toBeDefined();
    }
    // The session was not touched: logout from the evil page did nothing.
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(200);
  });

  it.each([['null'], [`${PARTNER}.evil.example`]])('refuses the look-alike Origin %s', async (origin) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { origin } });
    expect(res.statusCode).toBe(403);
  });

  it('accepts unsafe requests from the site itself, a configured origin, or with no Origin (not a browser)', async () => {
    for (const headers of [{ origin: 'http://127.0.0.1:3000' }, { origin: PARTNER }, {}]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
      expect(res.statusCode).toBe(200);
    }
  });

  it('lets safe requests from anywhere through, without CORS access', async () => {
    const res = await t.app.inject({ url: '/api/site', headers: { origin: EVIL } });
    expect(res.statusCode).toBe(200);
  });
});
