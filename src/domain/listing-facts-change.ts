import { z } from 'zod';
import { checkFactsTogether, listingFactsFields } from './listing-facts-fields.ts';
import { PROPERTY_TYPES } from './property-kinds.ts';
import { propertySchema } from './property.ts';

/**
 * The owner's (or an admin's) facts, PATCH /api/property/facts/{id}: the whole set at once, each field the upload's
 * rule; a fact left out or empty is "not stated", and who lists it is required.
 */
export const factsChangeSchema = z.object(listingFactsFields);
export type FactsChangeInput = z.input<typeof factsChangeSchema>;
export type FactsChange = z.output<typeof factsChangeSchema>;

/**
 * The same facts with the rules between them, for a listing of `type` (the server reads it from the listing; the
 * owner's form from the page): brokerage only an agent's and in the type's unit, a floor at most the total, a
 * possession month ahead.
 */
export const factsOfListingSchema = factsChangeSchema.extend({ type: z.enum(PROPERTY_TYPES) }).superRefine(checkFactsTogether);
export type FactsOfListingInput = z.input<typeof factsOfListingSchema>;
export type FactsOfListing = z.output<typeof factsOfListingSchema>;

export const factsChangedSchema = z.object({ message: z.string(), property: propertySchema });
export type FactsChanged = z.infer<typeof factsChangedSchema>;

export const FACTS_CHANGED = 'Listing facts updated';
