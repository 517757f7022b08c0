import { ApiError } from '../../lib/api-client.ts';
import type { Refusal } from './outbox-types.ts';

/** A queued action's refusal as the error screens already know how to say it (src/lib/error-words.ts). */
export function refusalError(refusal: Refusal): ApiError {
  return new ApiError(refusal.status, refusal.message, refusal.code, refusal.values);
}
