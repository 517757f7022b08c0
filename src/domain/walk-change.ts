import { z } from 'zod';
import { propertySchema, walkMinutesChangeField } from './property.ts';

/** The owner's (or an admin's) walk time change, PATCH /api/property/walk/{id}: the upload's rule; null clears it, and a body without it changes nothing. */
export const walkChangeSchema = z.object({ walkMinutes: walkMinutesChangeField });
export type WalkChangeInput = z.input<typeof walkChangeSchema>;

export const walkChangedSchema = z.object({ message: z.string(), property: propertySchema });
export type WalkChanged = z.infer<typeof walkChangedSchema>;

export const WALK_CHANGED = 'Walk to the station updated';
