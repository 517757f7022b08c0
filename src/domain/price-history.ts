import { z } from 'zod';
import type { LastPriceDrop, PricePoint } from './price-history-core.ts';

export * from './price-history-core.ts';

/** One price a listing asked from a date on (ISO). */
export const pricePointSchema: z.ZodType<PricePoint> = z.object({ date: z.string(), price: z.number() }).meta({ id: 'PricePoint' });

/** Every price the listing has asked, oldest first; the first is the price it was listed at. */
export const priceHistorySchema = z.array(pricePointSchema);

/** The listing's latest price drop: when (ISO) and by how much, in whole percent (negative). */
export const lastPriceDropSchema: z.ZodType<LastPriceDrop> = z.object({ date: z.string(), percent: z.number().int() }).meta({ id: 'LastPriceDrop' });
