import { z } from 'zod';
import { priceField, propertySchema } from './property.ts';

/** The owner's (or an admin's) price change, PATCH /api/property/price/{id}: the upload's price rule. */
export const priceChangeSchema = z.object({ price: priceField });
export type PriceChangeInput = z.input<typeof priceChangeSchema>;

export const priceChangedSchema = z.object({ message: z.string(), property: propertySchema });
export type PriceChanged = z.infer<typeof priceChangedSchema>;

export const PRICE_CHANGED = 'Price updated';
