type Reply = { status: number; body?: unknown };

/**
 * A fetch that answers by "METHOD path": each key holds the replies for that call in order (the last one
 * repeats). Calls are recorded with their parsed JSON bodies.
 */
export function routeFetch(routes: Record<string, Reply | Reply[]>) {
  const calls: { key: string; body: unknown }[] = [];
  const queues = new Map(Object.entries(routes).map(([k, v]) => [k, Array.isArray(v) ? [...v] : [v]]));
  const fn = async (url: string | URL | Request, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`;
    calls.push({ key, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const queue = queues.get(key);
    const reply = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (!reply) throw new Error(`unexpected fetch ${key}`);
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  };
  return { fn, calls, sent: (key: string) => calls.filter((c) => c.key === key).map((c) => c.body) };
}
