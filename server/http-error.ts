import type { z } from 'zod';
import { type ErrorCode, type ErrorValues, firstCode } from '../src/domain/error-codes.ts';

/**
 * An error meant for the client: its status and its code (src/domain/error-codes.ts), with what the message says about
 * this request in `values`. server/plugins/errors.ts answers it as `{ message, code, values? }`, the English said
 * from the code's words.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly values?: ErrorValues,
  ) {
    super(code);
  }
}

/** A 400 for input a schema refused, with the code of its first issue. */
export function validationError(error: z.ZodError): HttpError {
  const { code, values } = firstCode(error);
  return new HttpError(400, code, values);
}

/** Validates input with a shared domain schema; a failure is a 400 carrying the schema's own code. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw validationError(result.error);
  return result.data;
}
