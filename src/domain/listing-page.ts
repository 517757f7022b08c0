import { z } from 'zod';
import { textInput } from './fields.ts';
import { propertySchema } from './property.ts';

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

/** Paging of GET /api/property/getProperties: `limit` and the opaque `cursor` of the previous page's `nextCursor`. */
export const listingPageParamsSchema = z.object({
  limit: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return DEFAULT_PAGE_SIZE;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || n > MAX_PAGE_SIZE) {
        ctx.addIssue({ code: 'custom', message: `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` });
        return z.NEVER;
      }
      return n;
    }),
  cursor: textInput('Invalid page cursor').max(200, 'Invalid page cursor').optional(),
});

/** One page of listings, newest first; `nextCursor` is null on the last page; `total` counts every match (estimated for broad text searches, decision 0024). */
export const listingPageSchema = z
  .object({
    properties: z.array(propertySchema),
    nextCursor: z.string().nullable(),
    total: z.number().int(),
  })
  .meta({ id: 'ListingPage' });
export type ListingPage = z.infer<typeof listingPageSchema>;
