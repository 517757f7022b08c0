import { ApiError, isNoConnection } from '../../lib/api-client.ts';

type SayError = (err: unknown, fallback: string) => string;

/**
 * The error rule for the profile forms: a 400 shows the server's message (or `invalid`), a server failure the
 * generic server error, anything else the server's message (or `other`). No answer at all is no connection. `say` is
 * the reader's useErrorMessage, which says the server's message in their language.
 */
export function profileErrorMessage(
  err: unknown,
  say: SayError,
  { invalid, other, serverError }: { invalid: string; other: string; serverError: string },
): string {
  if (isNoConnection(err)) return say(err, other);
  if (!(err instanceof ApiError) || err.status >= 500) return serverError;
  return say(err, err.status === 400 ? invalid : other);
}
