import { z } from 'zod';
import { HIDDEN_AS } from './duplicates-core.ts';
import { nextCursorSchema } from './page.ts';

/** A listed home a new listing looks like: enough to recognise it in the upload wizard, and a link to it. */
export const possibleDuplicateSchema = z
  .object({
    _id: z.string(),
    propertyName: z.string(),
    location: z.string(),
    type: z.enum(['sale', 'rent']),
    price: z.number(),
    carpetArea: z.number().int(),
    /** The listed home's photo that matched (its 320 px copy), or null when it is gone from the listing. */
    photoUrl: z.string().nullable(),
    /** Bits between the closest pair of photos (0-6). */
    distance: z.number().int(),
  })
  .meta({ id: 'PossibleDuplicate' });
export type PossibleDuplicate = z.infer<typeof possibleDuplicateSchema>;

/** POST /api/property/duplicate-check: the listed homes the form's photos and fields look like, closest first (at most 5). */
export const duplicateCheckAnswerSchema = z.object({ possibleDuplicates: z.array(possibleDuplicateSchema) }).meta({ id: 'DuplicateCheckAnswer' });
export type DuplicateCheckAnswer = z.infer<typeof duplicateCheckAnswerSchema>;

/** One listing of a pair, as the moderators compare them side by side. */
export const duplicateSideSchema = possibleDuplicateSchema
  .omit({ distance: true })
  .extend({
    owner: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
    createdAt: z.string(),
    hidden: z.boolean(),
    hiddenAs: z.enum(HIDDEN_AS).nullable(),
  })
  .meta({ id: 'DuplicateSide' });
export type DuplicateSide = z.infer<typeof duplicateSideSchema>;

/** A listing published while it looked like one already listed (`original`); `copy` is the later one. */
export const duplicatePairSchema = z
  .object({ _id: z.string(), createdAt: z.string(), distance: z.number().int(), copy: duplicateSideSchema, original: duplicateSideSchema })
  .meta({ id: 'DuplicatePair' });
export type DuplicatePair = z.infer<typeof duplicatePairSchema>;

/** GET /api/admin/duplicates: the pairs, newest first, a page at a time. */
export const duplicatePairsPageSchema = z
  .object({ pairs: z.array(duplicatePairSchema), nextCursor: nextCursorSchema, total: z.number().int() })
  .meta({ id: 'DuplicatePairsPage' });
export type DuplicatePairsPage = z.infer<typeof duplicatePairsPageSchema>;
