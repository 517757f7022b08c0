import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { encodeCatalogueColumns } from '#src/domain/catalogue-columns/encode.ts';
import type { CatalogueResponse } from '#src/domain/catalogue-wire.ts';
import { syncCatalogue } from '#src/offline/catalogue/catalogue-sync.ts';
import { clearUserData } from '#src/offline/device-data/clear-user-data.ts';
import { enqueue, enqueueWishlist, listActions } from '#src/offline/outbox/outbox-store.ts';
import type { NewOutboxAction } from '#src/offline/outbox/outbox-types.ts';

const USER = 'user-1';
const booking = (key: string): NewOutboxAction => ({
  kind: 'booking',
  userId: USER,
  method: 'POST',
  path: '/api/property/bookvisit',
  body: { propertyId: 'p1', bookingDate: '2026-12-01', bookingTime: '10:00', pickup: false },
  idempotencyKey: key,
});
const whole: CatalogueResponse = { version: 9, full: true, listings: [], removed: [], range: null, withheld: false };

/** Every IndexedDB write fails as a full disk fails it, while `full` says so. */
function fillTheDisk(): { free: () => void } {
  let full = true;
  const put = IDBObjectStore.prototype.put;
  const add = IDBObjectStore.prototype.add;
  const refuse = () => {
    throw new DOMException('full', 'QuotaExceededError');
  };
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
    return full ? refuse() : put.call(this, value, key);
  });
  vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
    return full ? refuse() : add.call(this, value, key);
  });
  return {
    free: () => {
      full = false;
    },
  };
}

beforeEach(() => clearUserData());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it('a full disk loses neither the outbox nor the wishlist changes waiting in it, whatever write it refuses', async () => {
  await enqueue(booking('k-1'));
  await enqueueWishlist({ userId: USER, propertyId: 'p7', save: true });
  const before = await listActions();
  expect(before.map((a) => a.kind)).toEqual(['booking', 'wishlist']);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(new Blob([encodeCatalogueColumns(whole).slice().buffer]), { status: 200 })),
  );
  const disk = fillTheDisk();

  // The catalogue's sync cannot write: it fails and leaves the rest alone.
  expect((await syncCatalogue(null)).ok).toBe(false);
  // A new action cannot be queued: the caller hears so, and what waits stays.
  await expect(enqueue(booking('k-2'))).rejects.toThrow();
  await expect(enqueueWishlist({ userId: USER, propertyId: 'p8', save: true })).rejects.toThrow();

  disk.free();
  expect(await listActions()).toEqual(before);
});
