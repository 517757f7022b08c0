import type { LoginLockSettings, LoginThrottle } from './login-throttle.ts';
import type { SharedCounters } from './shared-counters.ts';

/**
 * The sign-in lockout of login-throttle.ts (decision 0008) on counters every API process shares, so N
 * processes lock an e-mail after the same number of failures as one. Same rules as the memory store:
 * `after` failures in a row lock the e-mail for `ms`; a streak idle for `ms` starts afresh; a success forgets it.
 */
export function sharedLoginThrottle(counters: SharedCounters, settings: LoginLockSettings): LoginThrottle {
  const failures = (email: string) => `login-failures:${email}`;
  const lock = (email: string) => `login-lock:${email}`;
  return {
    lockedFor: (email) => counters.heldFor(lock(email)),
    async recordFailure(email) {
      if (settings.after <= 0) return;
      const count = await counters.hit(failures(email), settings.ms);
      if (count >= settings.after) await counters.hold(lock(email), settings.ms, [failures(email)]);
    },
    recordSuccess: (email) => counters.forget([failures(email), lock(email)]),
  };
}
