import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { createListingCache } from '../../server/services/listing-cache.ts';
import { openTestDatabase } from '../helpers/test-db.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A loader that counts its calls and answers `chars` characters. */
function loader(chars: number) {
  const calls = { n: 0 };
  return {
    calls,
    load: async () => {
      calls.n += 1;
      return 'x'.repeat(chars);
    },
  };
}

it('keeps answers up to its size in bytes, dropping the least recently used first, however few they are', async () => {
  // Each answer is 400 characters (800 bytes in memory, with its key a little more): two fit in 2,000 bytes, three do not.
  const cache = createListingCache(database.db, 2_000);
  const [a, b, c] = [loader(400), loader(400), loader(400)];
  await cache.read('a', a.load);
  await cache.read('b', b.load);
  await cache.read('a', a.load);
  expect(a.calls.n).toBe(1);
  await cache.read('c', c.load);
  // 'b' was the least recently used: it went to make room; 'a' and 'c' are still there.
  await cache.read('a', a.load);
  await cache.read('c', c.load);
  expect([a.calls.n, c.calls.n]).toEqual([1, 1]);
  await cache.read('b', b.load);
  expect(b.calls.n).toBe(2);
});

it('never keeps an answer larger than the whole cache, but still answers it', async () => {
  const cache = createListingCache(database.db, 1_000);
  const big = loader(5_000);
  expect(await cache.read('big', big.load)).toHaveLength(5_000);
  await cache.read('big', big.load);
  expect(big.calls.n).toBe(2);
});
