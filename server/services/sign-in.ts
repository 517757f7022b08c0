import type { Lang } from '../../src/domain/languages.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http-error.ts';
import { checkCredentials, setUserLang, type UserRow } from './accounts.ts';

/** The lock-out's refusal with the minutes left, rounded up ("Try again in 15 minutes."). */
function lockedOut(remainingMs: number): HttpError {
  return new HttpError(429, 'loginLocked', { minutes: Math.max(1, Math.ceil(remainingMs / 60_000)) });
}

/**
 * A locked e-mail is refused without looking at the password, so guessing on it gains nothing until the lock ends,
 * except from an address that has signed in to the account before: there the right password passes, so a
 * stranger's failures cannot keep the owner out (decision 0017). A wrong one there still meets the lock.
 */
export async function checkLoginThrottled(deps: AppDeps, email: string, password: string, address: string): Promise<UserRow> {
  const throttle = deps.loginThrottle;
  const locked = await throttle.lockedFor(email, deps.now());
  if (locked > 0 && !(await throttle.knowsAddress(email, address))) throw lockedOut(locked);
  try {
    const user = await checkCredentials(deps.database.db, email, password, deps.config.passwordCost);
    await throttle.recordSuccess(email, address);
    return user;
  } catch (err) {
    if (!(err instanceof HttpError && err.statusCode === 401)) throw err;
    if (locked > 0) throw lockedOut(locked);
    await throttle.recordFailure(email, deps.now());
    throw err;
  }
}

/**
 * The language a sign-in leaves the device and the account in. A device where the reader has picked no language
 * takes the account's (the app switches to the cookie's after signing in); one where they picked one keeps it, and
 * the account takes it as their latest word. Otherwise every account made before languages (English) would switch
 * a Marathi reader's phone to English at sign-in.
 */
export async function signInLang(deps: AppDeps, user: UserRow, picked: Lang | null): Promise<Lang> {
  const lang = picked ?? user.lang;
  if (lang !== user.lang) await setUserLang(deps.database.db, user.id, lang);
  return lang;
}
