import { ApiError, errorMessage, isNoConnection } from '../../lib/api-client.ts';

/**
 * SPEC section 8 for the profile forms: a 400 shows the server's message (or `invalid`), a server failure the
 * generic server error, anything else the server's message (or `other`). No answer at all is no connection.
 */
export function profileErrorMessage(err: unknown, { invalid, other, serverError }: { invalid: string; other: string; serverError: string }): string {
  if (isNoConnection(err)) return errorMessage(err, other);
  if (!(err instanceof ApiError) || err.status >= 500) return serverError;
  if (err.status === 400) return err.serverMessage ?? invalid;
  return err.serverMessage ?? other;
}
