import { z } from 'zod';
import { nextCursorSchema } from './page.ts';
import { propertySchema } from './property.ts';

/** One page of listings, newest first; `nextCursor` is null on the last page; `total` counts every match (estimated for broad text searches, decision 0024). */
export const listingPageSchema = z
  .object({
    properties: z.array(propertySchema),
    nextCursor: nextCursorSchema,
    total: z.number().int(),
  })
  .meta({ id: 'ListingPage' });
export type ListingPage = z.infer<typeof listingPageSchema>;
