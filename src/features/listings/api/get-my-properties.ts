import { queryOptions } from '@tanstack/react-query';
import type { Property } from '#src/domain/property.ts';
import { api } from '#src/lib/api-client.ts';
import { propertyKeys } from '#src/lib/query-keys/shared-keys.ts';

export const myPropertiesQueryOptions = queryOptions({
  queryKey: propertyKeys.mine,
  queryFn: ({ signal }) => api<Property[]>('/api/user/myproperties', { signal }),
});
