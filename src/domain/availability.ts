import { z } from 'zod';
import { AVAILABILITIES } from './availability-core.ts';
import { propertySchema } from './property.ts';

export * from './availability-core.ts';

/** The owner's (or an admin's) PATCH /api/property/availability/{id}: on the market again, or sold, rented, withdrawn. */
export const availabilityChangeSchema = z.object({ availability: z.enum(AVAILABILITIES, { error: 'availabilityInvalid' }) });
export type AvailabilityChangeInput = z.input<typeof availabilityChangeSchema>;

export const availabilityChangedSchema = z.object({ message: z.string(), property: propertySchema });
export type AvailabilityChanged = z.infer<typeof availabilityChangedSchema>;
