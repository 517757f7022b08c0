/**
 * The server's own refusals, beside the forms' messages in the other domain modules: src/domain/error-codes.ts gives
 * each a code, so a screen can say it in the reader's language (decision 0045). The English is the API's contract.
 */
export const INVALID_DATA = 'Invalid data provided';
export const INVALID_REQUEST = 'Invalid request';
export const SERVER_ERROR = 'Server error. Please try again later.';
export const NOT_SIGNED_IN = 'Please log in to continue';
export const NOT_ALLOWED = 'You are not allowed to do that';
export const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';
export const COUNTERS_DOWN = 'This is unavailable for a moment. Please try again in a minute.';
export const TOO_LARGE = 'The request is too large';
export const CROSS_SITE = 'Cross-site request refused';
export const KEY_INVALID = 'Idempotency-Key must be 1 to 200 visible characters';
export const BAD_CURSOR = 'Invalid page cursor';
export const FIELD_TOO_LONG = 'A form field is too long';
export const TOO_MANY_FIELDS = 'Too many form fields';
export const BROKEN_FORM = 'The form could not be read. Please try again.';
/** @fastify/static's own word for a path that leaves its folder (`/uploads/..%2f..`). */
export const FORBIDDEN = 'Forbidden';
export const DATABASE_DOWN = 'The database is not reachable';
export const BODY_NOT_JSON = 'The request body is not valid JSON';
export const BODY_EMPTY = 'The request body is empty';
export const UNSUPPORTED_CONTENT_TYPE = 'Unsupported content type';
export const BAD_CONTENT_LENGTH = 'The request length is wrong';
export const BAD_URL = 'The address is not valid';
export const EMAIL_TAKEN = 'An account with this email already exists';
export const BAD_CREDENTIALS = 'Invalid email or password';
export const PICKUP_SALE_ONLY = 'Pickup is offered for sale properties only';
export const ALREADY_BOOKED = 'You have already booked a visit to this property at this date and time';
export const SLOT_TAKEN_AGAIN = 'This user already has an active booking for this property at this date and time';
export const INVALID_RESET_LINK = 'Invalid or expired reset link.';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const USER_GONE = 'Your account no longer exists';

/** "Too many failed sign-in attempts. Try again in 15 minutes." with the time left, rounded up. */
export function lockedMessage(remainingMs: number): string {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  return `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

export function noSuchEndpointMessage(method: string, path: string): string {
  return `No such endpoint: ${method} ${path}`;
}
export const TYPE_INVALID = 'Property type must be sale or rent';
export const STATUS_FILTER_INVALID = 'Property status must be under construction or resale';
/** A request that got no answer at all: the user's input stays where it was. The client's words, not the server's. */
/** The client's words for an action queued offline that the server refused without a readable answer (never sent). */
export const ACTION_REFUSED = 'The server could not accept an action you made offline.';
export const NO_CONNECTION = 'No connection: nothing was lost, try again when you are back online';
