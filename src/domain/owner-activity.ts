import { z } from 'zod';
import { LISTING_STATES } from './owner-activity-core.ts';
import { priceHistorySchema } from './price-history.ts';
import { propertySchema } from './property.ts';

export * from './owner-activity-core.ts';

/** What a listing is doing, for its owner only. */
export const ownerActivitySchema = z
  .object({
    state: z.enum(LISTING_STATES),
    confirmBy: z.string().nullable(),
    views: z.array(z.object({ day: z.string(), views: z.number().int() })),
    viewsTotal: z.number().int(),
    saves: z.number().int(),
    visits: z.number().int(),
  })
  .meta({ id: 'OwnerActivity' });

/** GET /api/user/myproperties: each of the owner's listings with its price history and what it is doing. */
export const ownListingSchema = propertySchema.extend({ priceHistory: priceHistorySchema, activity: ownerActivitySchema }).meta({ id: 'OwnListing' });
export type OwnListing = z.infer<typeof ownListingSchema>;
