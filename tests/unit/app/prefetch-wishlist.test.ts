import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { startWishlistPrefetch } from '#src/app/prefetch-wishlist.ts';
import type { User } from '#src/domain/account.ts';
import { wishlistQueryOptions } from '#src/features/wishlist/api/get-wishlist.ts';
import { meQueryOptions } from '#src/lib/session.ts';

afterEach(() => vi.unstubAllGlobals());

const USER: User = { _id: 'u1', name: 'Asha', email: 'asha@example.com', contactNo: '9876543210', role: 'user', wishlist: [] };

function server() {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    return new Response('[]', { headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

// The prefetch starts when the main thread is first idle (src/main.tsx), after the page already knows its session.
it('fetches the wishlist ahead for a session known before it started', async () => {
  const asked = server();
  const qc = new QueryClient();
  qc.setQueryData(meQueryOptions.queryKey, USER);
  startWishlistPrefetch(qc);
  await vi.waitFor(() => expect(qc.getQueryData(wishlistQueryOptions.queryKey)).toEqual([]));
  expect(asked.filter((u) => u.endsWith('/api/user/wishlist'))).toHaveLength(1);
});

it('fetches nothing for a visitor', async () => {
  const asked = server();
  const qc = new QueryClient();
  qc.setQueryData(meQueryOptions.queryKey, false);
  startWishlistPrefetch(qc);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(asked).toEqual([]);
});
