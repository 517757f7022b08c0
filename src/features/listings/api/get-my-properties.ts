import { queryOptions } from '@tanstack/react-query';
import type { Property } from '../../../domain/property.ts';
import { api } from '../../../lib/api-client.ts';
import { propertyKeys } from '../../../lib/query-keys/shared-keys.ts';

export const myPropertiesQueryOptions = queryOptions({
  queryKey: propertyKeys.mine,
  queryFn: ({ signal }) => api<Property[]>('/api/user/myproperties', { signal }),
});
