import { DEMO_USER } from '../../server/seed/seed.ts';

/** Signs the demo user in against a running server and returns the Cookie header value a browser would send. */
export async function demoSessionCookie(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
  });
  if (!res.ok) throw new Error(`demo sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('demo sign-in set no cookie');
  return cookie;
}

/** The Cookie header value `demoSessionCookie` returns, as cookies a browser context takes for `url`. */
export function browserCookies(cookie: string, url: string): { name: string; value: string; url: string }[] {
  return cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
  });
}

/** The newest listing's id: the detail page the client benchmarks open. */
export async function firstListingId(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/property/getProperties?limit=1`);
  const page: { properties: { _id: string }[] } = await res.json();
  const id = page.properties[0]?._id;
  if (!id) throw new Error('the server has no listings');
  return id;
}

/**
 * The newest listing the signed-in demo user does not own: a signed-in reader's listing, as the browser suite's size
 * check opens it (the owner's page also loads the owner's tools).
 */
export async function readersListingId(baseUrl: string, cookie: string): Promise<string> {
  const session: { user: { _id: string } | null } = await (await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie } })).json();
  const page: { properties: { _id: string }[] } = await (await fetch(`${baseUrl}/api/property/getProperties?limit=12`)).json();
  for (const { _id } of page.properties) {
    const detail: { owner: string } = await (await fetch(`${baseUrl}/api/property/getProperty/${_id}`)).json();
    if (detail.owner !== session.user?._id) return _id;
  }
  throw new Error('the demo user owns every listing on the first page');
}
