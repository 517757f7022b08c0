/** A fetch stub that answers by path, so tests do not depend on the order a page asks in. Unknown paths fail loudly. */
export type Reply = { status: number; body?: unknown };
export type Route = (url: URL, init: RequestInit | undefined) => Reply | Promise<Reply>;

export function routeFetch(routes: Record<string, Route>) {
  const calls: { url: URL; init: RequestInit | undefined }[] = [];
  const fn = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ url, init });
    const key = Object.keys(routes).find((k) => {
      const [method, path] = k.split(' ');
      return (init?.method ?? 'GET') === method && (path?.endsWith('*') ? url.pathname.startsWith(path.slice(0, -1)) : url.pathname === path);
    });
    const route = key ? routes[key] : undefined;
    if (!route) throw new Error(`unexpected fetch ${init?.method ?? 'GET'} ${url.pathname}`);
    const reply = await route(url, init);
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  };
  return { fn, calls };
}

export const SITE = {
  status: 200,
  body: {
    agentPhone: '+91 98200 12345',
    agentEmail: 'agent@mumbaihomes.in',
    city: 'Mumbai',
    officeAddress: 'Office 4, Sai Darshan, S.V. Road, Andheri West, Mumbai 400058',
    agentRera: 'A51800012345',
  },
};
export const SIGNED_OUT = { status: 401, body: { message: 'Please log in to continue' } };

/** GET /api/auth/session's answer: the signed-in user, or none (a visitor). */
export const session = (user: unknown): Reply => ({ status: 200, body: { user } });
export const NO_SESSION = session(null);
