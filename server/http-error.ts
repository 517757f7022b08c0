import type { z } from 'zod';
import { type CodedMessage, codeOfValidationMessage } from '../src/domain/error-codes.ts';
import { firstMessage } from '../src/domain/fields.ts';

/**
 * An error whose status and message are meant for the client (`{ message, code }`, docs/architecture.md). The code is
 * looked up from the message (src/domain/error-codes.ts) unless `coded` gives it.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly coded?: CodedMessage,
  ) {
    super(message);
  }
}

/** A 400 for input a schema refused, with the schema's first message. */
export function validationError(error: z.ZodError): HttpError {
  const message = firstMessage(error);
  return new HttpError(400, message, codeOfValidationMessage(message));
}

/** Validates input with a shared domain schema; a failure is a 400 carrying the schema's own message. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw validationError(result.error);
  return result.data;
}
