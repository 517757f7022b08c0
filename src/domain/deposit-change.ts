import { z } from 'zod';
import { depositField, propertySchema } from './property.ts';

/** The owner's (or an admin's) deposit change on a rent, PATCH /api/property/{id}/deposit: the upload's rule; null clears it. */
export const depositChangeSchema = z.object({ deposit: depositField });
export type DepositChangeInput = z.input<typeof depositChangeSchema>;

export const depositChangedSchema = z.object({ message: z.string(), property: propertySchema });
export type DepositChanged = z.infer<typeof depositChangedSchema>;

export const DEPOSIT_CHANGED = 'Deposit updated';
