export type Reply = { status: number; body?: unknown } | 'network-down';

export interface FetchCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

/**
 * A fetch that answers by "METHOD /path": pages that fire several requests at once get the right
 * answer whatever the order. A list of replies is used in turn, its last one repeating; a function
 * may hold its answer back (return a promise) to observe the page while the request is in flight.
 */
export function fetchRoutes(routes: Record<string, Reply | Reply[] | ((call: FetchCall) => Reply | Promise<Reply>)>) {
  const calls: FetchCall[] = [];
  const used = new Map<string, number>();
  const fn = async (url: string | URL | Request, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(String(url), 'http://test.local').pathname;
    const call: FetchCall = { method, path, headers: new Headers(init?.headers), body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    const key = `${method} ${path}`;
    const route = routes[key];
    if (route === undefined) throw new Error(`unexpected fetch ${key}`);
    let reply: Reply;
    if (typeof route === 'function') reply = await route(call);
    else if (Array.isArray(route)) {
      const n = used.get(key) ?? 0;
      used.set(key, n + 1);
      const next = route[Math.min(n, route.length - 1)];
      if (!next) throw new Error(`no reply for ${key}`);
      reply = next;
    } else reply = route;
    if (reply === 'network-down') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  };
  return { fn, calls, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}
