import { z } from 'zod';
import { formatPriceShort } from './money.ts';
import { priceField, propertySchema, type PropertyType } from './property.ts';
import type { PushNotification } from './push.ts';

/** The owner's (or an admin's) price change, PATCH /api/property/{id}/price (issue 19): the upload's price rule. */
export const priceChangeSchema = z.object({ price: priceField });
export type PriceChangeInput = z.input<typeof priceChangeSchema>;

export const priceChangedSchema = z.object({ message: z.string(), property: propertySchema });
export type PriceChanged = z.infer<typeof priceChangedSchema>;

export const PRICE_CHANGED = 'Price updated';

/** "Price drop: 2 BHK, Malad West now ₹1.2 Cr" to the listing's savers; the tap opens the listing. */
export function priceDropNotification(drop: {
  propertyId: string;
  propertyName: string;
  type: PropertyType;
  price: number;
  oldPrice: number;
}): PushNotification {
  return {
    title: `Price drop: ${drop.propertyName} now ${formatPriceShort(drop.price, drop.type)}`,
    body: `Was ${formatPriceShort(drop.oldPrice, drop.type)}`,
    url: `/property/${drop.propertyId}`,
    tag: `price-${drop.propertyId}`,
  };
}
