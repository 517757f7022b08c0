import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The component tests' one fetch mock (msw): started once in component-setup.ts, which also fails any request no
 * handler answers and drops each test's handlers after it. A test adds the answers it needs with mockApi().
 */
export const apiServer = setupServer();

export type Reply = { status: number; body?: unknown } | 'network-down';

/** A request as the test sees it: enough to assert what the page sent. */
export interface ApiCall {
  method: string;
  url: URL;
  path: string;
  headers: Headers;
  body: unknown;
}

type Route = Reply | Reply[] | ((call: ApiCall) => Reply | Promise<Reply>);

const VERBS = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete };

function isVerb(method: string): method is keyof typeof VERBS {
  return method in VERBS;
}

function respond(reply: Reply): Response {
  // A failed network, as the browser reports it: fetch rejects with a TypeError.
  if (reply === 'network-down') return HttpResponse.error();
  return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
}

/** The body as the page built it: parsed JSON, the multipart FormData (an upload), or nothing. */
async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  // Read as bytes first: formData() straight off the intercepted stream gives up part way (Node 24, undici).
  if (type.startsWith('multipart/form-data')) return new Response(await request.clone().arrayBuffer(), { headers: { 'content-type': type } }).formData();
  const text = await request.clone().text();
  return text ? JSON.parse(text) : undefined;
}

async function readCall(request: Request): Promise<ApiCall> {
  const url = new URL(request.url);
  return { method: request.method, url, path: url.pathname, headers: request.headers, body: await readBody(request) };
}

/**
 * Answers by "METHOD /path" (a path ending in * answers every path under it), so pages that fire several requests
 * at once get the right answer whatever the order. A list of replies is used in turn, its last one repeating; a
 * function may hold its answer back (return a promise) to observe the page while the request is in flight.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  const handlers = Object.entries(routes).map(([key, route]) => {
    const [method = '', path = ''] = key.split(' ');
    if (!isVerb(method)) throw new Error(`mockApi: unknown method in "${key}"`);
    let used = 0;
    return VERBS[method](path, async ({ request }) => {
      const call = await readCall(request);
      calls.push(call);
      if (typeof route === 'function') return respond(await route(call));
      if (!Array.isArray(route)) return respond(route);
      const reply = route[Math.min(used++, route.length - 1)];
      if (!reply) throw new Error(`mockApi: no reply for ${key}`);
      return respond(reply);
    });
  });
  apiServer.use(...handlers);
  return { calls, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

/** Answers whatever is asked with these replies in turn; a request past the last one fails the test. */
export function mockApiInOrder(...replies: Reply[]) {
  const calls: ApiCall[] = [];
  const queue = [...replies];
  apiServer.use(
    http.all('*', async ({ request }) => {
      calls.push(await readCall(request));
      const next = queue.shift();
      if (!next) throw new Error(`mockApiInOrder: unexpected ${request.method} ${request.url}`);
      return respond(next);
    }),
  );
  return { calls };
}

/** An answer the test releases when it chooses, to observe the page while the request is in flight. */
export function heldReply() {
  let release: (reply: Reply) => void = () => undefined;
  const reply = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { reply, release: (answer: Reply) => release(answer) };
}
