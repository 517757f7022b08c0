import { onlineManager, queryOptions } from '@tanstack/react-query';
import type { Property } from '../domain/property.ts';
import { api, ApiError } from './api-client.ts';
import { propertyKeys } from './query-keys/shared-keys.ts';

export const propertyPath = (id: string) => `/api/property/getProperty/${encodeURIComponent(id)}`;

/**
 * One listing in full (GET /api/property/getProperty/{id}). The listing page, the booking page and the wishlist kept
 * for offline all read and write this one entry, so a listing opened on this device can be booked offline.
 */
export function propertyQueryOptions(id: string) {
  return queryOptions({
    queryKey: propertyKeys.detail(id),
    queryFn: ({ signal }) => api<Property>(propertyPath(id), { signal }),
    // A missing listing stays missing; only a network hiccup is worth a second try, and not while offline.
    retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1 && onlineManager.isOnline(),
  });
}
