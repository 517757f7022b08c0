import { z } from 'zod';
import { PROPERTY_STATUSES, PROPERTY_TYPES, type PropertyFieldsInput } from '#src/domain/property.ts';
import { FACINGS, FURNISHINGS, OC_STATES, POSTED_BY } from '#src/domain/listing-facts.ts';
import { isFilled } from './steps.ts';

const text = z.string().max(10_000).catch('');

/**
 * What a saved draft may put back into the form, each field on its own: a draft written by an older
 * version of the app, or damaged on the device, loses the fields it got wrong rather than the whole draft.
 */
const draftFieldsSchema = z.object({
  type: z.enum(PROPERTY_TYPES).optional().catch(undefined),
  ucresale: z.enum(PROPERTY_STATUSES).optional().catch(undefined),
  price: text,
  propertyName: text,
  location: text,
  address: text,
  bedrooms: text,
  carpetArea: text,
  walkMinutes: text,
  deposit: text,
  description: text,
  amenities: z.array(z.string()).catch([]),
  reraNumber: text,
  postedBy: z.enum(POSTED_BY).optional().catch(undefined),
  brokerageMonths: text,
  brokeragePercent: text,
  maintenance: text,
  floor: text,
  totalFloors: text,
  possession: text,
  builtYear: text,
  parkingCovered: text,
  parkingOpen: text,
  furnishing: z.union([z.literal(''), z.enum(FURNISHINGS)]).catch(''),
  facing: z.union([z.literal(''), z.enum(FACINGS)]).catch(''),
  ocReceived: z.union([z.literal(''), z.enum(OC_STATES)]).catch(''),
});

export type DraftFields = z.output<typeof draftFieldsSchema>;

/** The wizard's starting values, and what a saved draft is read as. */
export function draftFields(saved: unknown = {}): DraftFields {
  const parsed = draftFieldsSchema.safeParse(saved);
  return parsed.success ? parsed.data : draftFieldsSchema.parse({});
}

/** Whether anything is worth keeping: a draft of empty fields is no draft. */
export function hasContent(fields: Partial<PropertyFieldsInput>): boolean {
  return Object.values(fields).some((v) => (Array.isArray(v) ? v.length > 0 : isFilled(v)));
}
