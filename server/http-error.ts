import type { z } from 'zod';
import { firstMessage } from '../src/domain/fields.ts';

/** An error whose status and message are meant for the client (ARCHITECTURE section 4: `{ message }`). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Validates input with a shared domain schema; a failure is a 400 carrying the schema's own message. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new HttpError(400, firstMessage(result.error));
  return result.data;
}

export const NOT_SIGNED_IN = 'Please log in to continue';
export const NOT_ALLOWED = 'You are not allowed to do that';
