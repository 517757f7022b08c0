import { z } from 'zod';
import { depositChangeField, propertySchema } from './property.ts';

/** The owner's (or an admin's) deposit change on a rent, PATCH /api/property/deposit/{id}: the upload's rule; null clears it, and a body without it is refused. */
export const depositChangeSchema = z.object({ deposit: depositChangeField });
export type DepositChangeInput = z.input<typeof depositChangeSchema>;

export const depositChangedSchema = z.object({ message: z.string(), property: propertySchema });
export type DepositChanged = z.infer<typeof depositChangedSchema>;

export const DEPOSIT_CHANGED = 'Deposit updated';
