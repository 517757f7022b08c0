import { queryOptions } from '@tanstack/react-query';
import type { Property } from '../../../domain/property.ts';
import { api } from '../../../lib/api-client.ts';

export const myPropertiesQueryOptions = queryOptions({
  queryKey: ['properties', 'mine'] as const,
  queryFn: ({ signal }) => api<Property[]>('/api/user/myproperties', { signal }),
});
