import { queryOptions } from '@tanstack/react-query';
import type { OwnerActivity } from '#src/domain/owner-activity-core.ts';
import type { Property } from '#src/domain/property.ts';
import { api } from '#src/lib/api-client.ts';
import { propertyKeys } from '#src/lib/query-keys/shared-keys.ts';

/**
 * One of the owner's listings (GET /api/user/myproperties, `OwnListing` in src/domain/owner-activity.ts). `activity` is
 * optional here: a copy kept on a device from before the answer carried it has none, and shows the card alone.
 */
export type MyListing = Property & { activity?: OwnerActivity };

/** The owner's listings with their price history, state and activity; kept with the persisted cache for offline reading. */
export const myPropertiesQueryOptions = queryOptions({
  queryKey: propertyKeys.mine,
  queryFn: ({ signal }) => api<MyListing[]>('/api/user/myproperties', { signal }),
});
