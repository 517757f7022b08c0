import { queryOptions } from '@tanstack/react-query';
import type { Property } from '../../../domain/property.ts';
import { api } from '../../../lib/api-client.ts';
import { wishlistKeys } from '../../../lib/query-keys/shared-keys.ts';

export const wishlistQueryOptions = queryOptions({
  queryKey: wishlistKeys.all,
  queryFn: ({ signal }) => api<Property[]>('/api/user/wishlist', { signal }),
  // A heart tapped on another screen changes this list; always check on arrival.
  staleTime: 0,
});
