import { queryOptions } from '@tanstack/react-query';
import type { Property } from '#src/domain/property.ts';
import { api } from '#src/lib/api-client.ts';
import { wishlistKeys } from '#src/lib/query-keys/shared-keys.ts';

export const wishlistQueryOptions = queryOptions({
  queryKey: wishlistKeys.all,
  queryFn: ({ signal }) => api<Property[]>('/api/user/wishlist', { signal }),
  // A heart tapped on another screen changes this list; always check on arrival.
  staleTime: 0,
});
