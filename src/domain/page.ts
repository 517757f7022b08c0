import { z } from 'zod';
import { textInput } from './fields.ts';
import { SEARCH_TEXT_NOT_TEXT, SEARCH_TEXT_TOO_LONG } from './listing-filter.ts';
import { FILTER_TEXT_MAX } from './listing-filter-core.ts';
import { BAD_CURSOR } from './api-errors.ts';

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
export const LIMIT_INVALID = `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

/** Keyset paging of a long list: `limit` rows after the opaque `cursor` of the previous page's `nextCursor`. */
export const pageParamsSchema = z.object({
  limit: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return DEFAULT_PAGE_SIZE;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || n > MAX_PAGE_SIZE) {
        ctx.addIssue({ code: 'custom', message: LIMIT_INVALID });
        return z.NEVER;
      }
      return n;
    }),
  cursor: textInput(BAD_CURSOR).max(200, BAD_CURSOR).optional(),
});

export type PageParams = z.infer<typeof pageParamsSchema>;

/** A page of an admin table, narrowed on the server by the search box's text (any of the row's words, case-insensitive). */
export const searchPageParamsSchema = pageParamsSchema.extend({
  q: textInput(SEARCH_TEXT_NOT_TEXT).max(FILTER_TEXT_MAX, SEARCH_TEXT_TOO_LONG).optional().default(''),
});

export type SearchPageParams = z.infer<typeof searchPageParamsSchema>;

/** `nextCursor` is null on the last page. */
export const nextCursorSchema = z.string().nullable();
