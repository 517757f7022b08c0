/**
 * A stand-in for the API as the outbox meets it: a session, the idempotent wishlist PUT/DELETE, and
 * bookvisit honouring Idempotency-Key. `dropAnswers` applies a request and then loses its answer,
 * as a train entering a tunnel does.
 */
export function fakeApi({ userId = 'user-1' }: { userId?: string | null } = {}) {
  const state = {
    session: userId,
    wishlist: new Set<string>(),
    bookings: [] as unknown[],
    enquiries: [] as unknown[],
    keys: new Set<string>(),
    requests: [] as { method: string; path: string; key: string | null }[],
    down: false,
    dropAnswers: 0,
    refuse: new Map<string, { status: number; message?: string; code?: string }>(),
  };

  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    if (state.down) throw new TypeError('Failed to fetch');
    const path = String(input);
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    if (path === '/api/auth/me')
      return state.session ? json(200, { _id: state.session, wishlist: [...state.wishlist] }) : json(401, { message: 'Please log in to continue' });
    state.requests.push({ method, path, key: headers.get('Idempotency-Key') });
    const refused = state.refuse.get(`${method} ${path}`);
    let res: Response;
    if (refused?.message) res = json(refused.status, { message: refused.message, code: refused.code });
    else if (refused) res = new Response('<html>Bad gateway page</html>', { status: refused.status, headers: { 'content-type': 'text/html' } });
    else if (!state.session && !path.endsWith('/contactus')) res = json(401, { message: 'Please log in to continue' });
    else {
      const wish = /^\/api\/user\/wishlist\/(.+)$/.exec(path);
      const key = headers.get('Idempotency-Key');
      if (wish?.[1] && method === 'PUT') state.wishlist.add(wish[1]);
      else if (wish?.[1] && method === 'DELETE') state.wishlist.delete(wish[1]);
      else if (key && state.keys.has(key)) {
        // A replay of a request already applied: the first answer, no second effect.
      } else {
        if (key) state.keys.add(key);
        const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
        if (path.endsWith('/bookvisit')) state.bookings.push(body);
        if (path.endsWith('/contactus')) state.enquiries.push(body);
      }
      res = json(200, { message: 'ok' });
    }
    if (state.dropAnswers > 0) {
      state.dropAnswers -= 1;
      throw new TypeError('Failed to fetch');
    }
    return res;
  };

  return { state, fetch };
}
