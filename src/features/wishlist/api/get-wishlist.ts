import { queryOptions } from '@tanstack/react-query';
import type { Property } from '../../../domain/property.ts';
import { api } from '../../../lib/api-client.ts';

export const wishlistQueryOptions = queryOptions({
  queryKey: ['wishlist'] as const,
  queryFn: ({ signal }) => api<Property[]>('/api/user/wishlist', { signal }),
  // A heart tapped on another screen changes this list; always check on arrival.
  staleTime: 0,
});
