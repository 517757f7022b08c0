import { z } from 'zod';
import { textInput } from './fields.ts';
import { FILTER_TEXT_MAX } from './listing-filter-core.ts';

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

/** Keyset paging of a long list: `limit` rows after the opaque `cursor` of the previous page's `nextCursor`. */
export const pageParamsSchema = z.object({
  limit: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return DEFAULT_PAGE_SIZE;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || n > MAX_PAGE_SIZE) {
        ctx.addIssue({ code: 'custom', message: 'limitInvalid' });
        return z.NEVER;
      }
      return n;
    }),
  cursor: textInput('badCursor').max(200, 'badCursor').optional(),
});

export type PageParams = z.infer<typeof pageParamsSchema>;

/** A page of an admin table, narrowed on the server by the search box's text (any of the row's words, case-insensitive). */
export const searchPageParamsSchema = pageParamsSchema.extend({
  q: textInput('searchTextNotText').max(FILTER_TEXT_MAX, 'searchTextTooLong').optional().default(''),
});

export type SearchPageParams = z.infer<typeof searchPageParamsSchema>;

/** `nextCursor` is null on the last page. */
export const nextCursorSchema = z.string().nullable();
