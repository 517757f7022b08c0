import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUserData } from '#src/offline/device-data/clear-user-data.ts';
import { onOutboxEvent, type OutboxEvent } from '#src/offline/outbox/outbox-events.ts';
import { replayOutbox } from '#src/offline/outbox/outbox-replay.ts';
import { enqueue, enqueueWishlist, listActions } from '#src/offline/outbox/outbox-store.ts';
import { VISITOR, type NewOutboxAction } from '#src/offline/outbox/outbox-types.ts';
import { fakeApi } from './fake-api.ts';

const USER = 'user-1';

const booking = (key: string, bookingDate = '2026-12-01'): NewOutboxAction => ({
  kind: 'booking',
  userId: USER,
  method: 'POST',
  path: '/api/property/bookvisit',
  body: { propertyId: 'p1', bookingDate, bookingTime: '10:00', pickup: false },
  idempotencyKey: key,
});

const tap = (propertyId: string, save: boolean) => enqueueWishlist({ userId: USER, propertyId, save });

let events: OutboxEvent[] = [];
let stop: () => void = () => undefined;
beforeEach(async () => {
  await clearUserData();
  events = [];
  stop = onOutboxEvent((e) => events.push(e));
});
afterEach(() => stop());

describe('queueing', () => {
  it('coalesces wishlist taps per property into one request holding the last tap', async () => {
    await tap('p1', true);
    await tap('p1', false);
    await tap('p1', true);
    await tap('p2', true);
    await tap('p2', false);
    const actions = await listActions();
    expect(actions.map((a) => [a.method, a.path])).toEqual([
      ['PUT', '/api/user/wishlist/p1'],
      ['DELETE', '/api/user/wishlist/p2'],
    ]);
  });

  it('keeps a plain request description with who made it and when', async () => {
    const before = Date.now();
    await enqueue(booking('key-1'));
    const [a] = await listActions();
    expect(a).toMatchObject({ method: 'POST', path: '/api/property/bookvisit', idempotencyKey: 'key-1', userId: USER, body: { propertyId: 'p1' } });
    expect(a?.createdAt).toBeGreaterThanOrEqual(before);
  });

  it('survives a new instance of the app (a reload reads the same database)', async () => {
    await enqueue(booking('key-persist'));
    await tap('p9', true);
    vi.resetModules();
    const fresh = await import('#src/offline/outbox/outbox-store.ts');
    expect((await fresh.listActions()).map((a) => a.idempotencyKey ?? a.path)).toEqual(['key-persist', '/api/user/wishlist/p9']);
  });
});

describe('replay', () => {
  it('sends in the order the actions were made, and empties the queue', async () => {
    const api = fakeApi();
    await enqueue(booking('k1', '2026-12-01'));
    await tap('p1', true);
    await enqueue({ kind: 'enquiry', userId: VISITOR, method: 'POST', path: '/api/property/contactus', body: { message: 'hi' }, idempotencyKey: 'k2' });
    await enqueue(booking('k3', '2026-12-02'));
    const result = await replayOutbox(api.fetch);
    expect(result).toEqual({ sent: 4, rejected: 0 });
    expect(api.state.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/property/bookvisit',
      'PUT /api/user/wishlist/p1',
      'POST /api/property/contactus',
      'POST /api/property/bookvisit',
    ]);
    expect(api.state.requests.map((r) => r.key)).toEqual(['k1', null, 'k2', 'k3']);
    expect(await listActions()).toEqual([]);
  });

  it('applies each action exactly once over a flaky network (lost answers, outages, parallel replays)', async () => {
    const api = fakeApi();
    await enqueue(booking('once-1'));
    await tap('p1', true);
    await enqueue(booking('once-2', '2026-12-03'));

    api.state.down = true;
    expect(await replayOutbox(api.fetch)).toEqual({ sent: 0, rejected: 0, stopped: 'offline' });
    api.state.down = false;
    // The first booking reaches the server but its answer is lost: it stays queued and goes again with the same key.
    api.state.dropAnswers = 1;
    expect((await replayOutbox(api.fetch)).stopped).toBe('offline');
    expect(await listActions()).toHaveLength(3);
    // Two replays at once (the page and the service worker) take turns.
    await Promise.all([replayOutbox(api.fetch), replayOutbox(api.fetch)]);

    expect(await listActions()).toEqual([]);
    expect(api.state.bookings).toHaveLength(2);
    expect([...api.state.wishlist]).toEqual(['p1']);
    expect(api.state.requests.filter((r) => r.key === 'once-1')).toHaveLength(2);
    expect(api.state.requests.filter((r) => r.key === 'once-2')).toHaveLength(1);
  });

  it("drops an action the server refuses and publishes the server's message; the rest still go", async () => {
    const api = fakeApi();
    api.state.refuse.set('PUT /api/user/wishlist/gone', { status: 404, message: 'Property not found.', code: 'propertyNotFound' });
    await tap('gone', true);
    await enqueue(booking('after'));
    const result = await replayOutbox(api.fetch);
    expect(result).toEqual({ sent: 1, rejected: 1 });
    // The code goes with it, so the page says it in the reader's language (the service worker knows none).
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'rejected',
        status: 404,
        message: 'Property not found.',
        code: 'propertyNotFound',
        action: expect.objectContaining({ path: '/api/user/wishlist/gone' }),
      }),
    );
    expect(await listActions()).toEqual([]);
    expect(api.state.bookings).toHaveLength(1);
  });

  it("gives a refusal without a readable answer the client's own code", async () => {
    const api = fakeApi();
    api.state.refuse.set('PUT /api/user/wishlist/odd', { status: 400 });
    await tap('odd', true);
    expect(await replayOutbox(api.fetch)).toEqual({ sent: 0, rejected: 1 });
    expect(events).toContainEqual(expect.objectContaining({ type: 'rejected', status: 400, code: 'actionRefused' }));
  });

  it('keeps everything on a server error and tries again later, in order', async () => {
    const api = fakeApi();
    api.state.refuse.set('POST /api/property/bookvisit', { status: 503, message: 'The database is not reachable' });
    await enqueue(booking('k-503'));
    await tap('p1', true);
    expect((await replayOutbox(api.fetch)).stopped).toBe('server');
    expect(await listActions()).toHaveLength(2);
    expect(api.state.requests).toHaveLength(1);
  });

  it("keeps a signed-out user's actions and asks them to sign in; a visitor's enquiry still goes", async () => {
    const api = fakeApi({ userId: null });
    await enqueue(booking('k-401'));
    await enqueue({ kind: 'enquiry', userId: VISITOR, method: 'POST', path: '/api/property/contactus', body: { message: 'hello' }, idempotencyKey: 'k-v' });
    const result = await replayOutbox(api.fetch);
    expect(result).toEqual({ sent: 1, rejected: 0, stopped: 'sign-in' });
    expect(events).toContainEqual({ type: 'sign-in-needed' });
    expect((await listActions()).map((a) => a.idempotencyKey)).toEqual(['k-401']);
    expect(api.state.enquiries).toEqual([{ message: 'hello' }]);
  });

  it("never sends one account's actions with another account's session", async () => {
    const api = fakeApi({ userId: 'someone-else' });
    await enqueue(booking('mine'));
    expect(await replayOutbox(api.fetch)).toEqual({ sent: 0, rejected: 0 });
    expect(api.state.requests).toEqual([]);
    expect(await listActions()).toHaveLength(1);
  });

  it('sends the newest state when a tap lands while its older request is on the way', async () => {
    const api = fakeApi();
    await tap('p1', true);
    const slow = async (input: string | URL | Request, init?: RequestInit) => {
      if (init?.method === 'PUT')
        await tap('p1', false)
          .then(() => tap('p1', true))
          .then(() => tap('p1', false));
      return api.fetch(input, init);
    };
    await replayOutbox(slow);
    // The PUT went out before the later taps; the DELETE they left behind is still queued and goes next.
    expect((await listActions()).map((a) => a.method)).toEqual(['DELETE']);
    await replayOutbox(api.fetch);
    expect([...api.state.wishlist]).toEqual([]);
  });
});

describe('sign-out', () => {
  it('leaves no mumbai-homes database with anything in it', async () => {
    await enqueue(booking('bye'));
    await clearUserData();
    const names = (await indexedDB.databases()).map((d) => d.name);
    expect(names.filter((n) => n?.startsWith('mumbai-homes'))).toEqual([]);
    expect(await listActions()).toEqual([]);
  });
});
