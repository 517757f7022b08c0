import { z } from 'zod';
import { userSchema } from './account.ts';
import { bookingSchema } from './booking.ts';
import { propertySchema } from './property.ts';

/**
 * The answers of the API that are more than a domain object: one schema each, used by the route to serialise
 * and by the client for its types (docs/architecture.md: every error, and many successes, are `{ message }`).
 */
export const messageAnswerSchema = z.object({ message: z.string() }).meta({ id: 'MessageAnswer' });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** Sign-up, sign-in and a profile update answer with the account as it now is. */
export const userAnswerSchema = z.object({ message: z.string(), user: userSchema });
export type UserAnswer = z.infer<typeof userAnswerSchema>;

/** GET /api/auth/session: a visitor is `{ user: null }`, not a 401. */
export const sessionAnswerSchema = z.object({ user: userSchema.nullable() });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** A wishlist change: whether the listing is now saved, and every saved id. */
export const wishlistAnswerSchema = z.object({ message: z.string(), saved: z.boolean(), wishlist: z.array(z.string()) });
export type WishlistAnswer = z.infer<typeof wishlistAnswerSchema>;

/** `possibleDuplicates`: ids of listed homes the new listing looks like (src/domain/duplicates-core.ts); it is published anyway. */
export const propertyCreatedSchema = z.object({ message: z.string(), property: propertySchema, possibleDuplicates: z.array(z.string()) });
export type PropertyCreated = z.infer<typeof propertyCreatedSchema>;

/** A booked visit, and an admin's status change. */
export const bookingAnswerSchema = z.object({ message: z.string(), booking: bookingSchema });
export type BookingAnswer = z.infer<typeof bookingAnswerSchema>;

export const healthAnswerSchema = z.object({ status: z.enum(['ok', 'ready']) });
