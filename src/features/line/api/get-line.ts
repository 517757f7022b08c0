import { queryOptions } from '@tanstack/react-query';
import { type LineAnswer, lineAnswerSchema } from '#src/domain/line/line-answer.ts';
import { api } from '#src/lib/api-client.ts';
import { lineKeys } from '#src/lib/query-keys/shared-keys.ts';

export const LINE_PATH = '/api/line';

/** GET /api/line, checked against its schema: the page draws what it was sent, so it reads it first. */
export const lineQueryOptions = queryOptions({
  queryKey: lineKeys.all,
  queryFn: async ({ signal }): Promise<LineAnswer> => lineAnswerSchema.parse(await api<unknown>(LINE_PATH, { signal })),
  staleTime: 5 * 60 * 1000,
});
