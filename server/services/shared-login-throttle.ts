import { ADDRESSES_PER_EMAIL, type LoginLockSettings, type LoginThrottle } from './login-throttle.ts';
import type { SharedCounters } from './shared-counters.ts';

/** The memory store keeps an account's addresses until the process ends; Redis forgets one unused this long. */
const KNOWN_ADDRESS_MS = 180 * 24 * 60 * 60 * 1000;

/**
 * The sign-in lockout of login-throttle.ts (decision 0008) on counters every API process shares, so N
 * processes lock an e-mail after the same number of failures as one. Same rules as the memory store:
 * `after` failures in a row lock the e-mail for `ms`; a streak idle for `ms` starts afresh; a success forgets it,
 * and the addresses an account signed in from pass its lock with the right password (decision 0017).
 */

export function sharedLoginThrottle(counters: SharedCounters, settings: LoginLockSettings): LoginThrottle {
  const failures = (email: string) => `login-failures:${email}`;
  const lock = (email: string) => `login-lock:${email}`;
  const known = (email: string) => `login-addresses:${email}`;
  return {
    lockedFor: (email) => counters.heldFor(lock(email)),
    async recordFailure(email) {
      if (settings.after <= 0) return;
      const count = await counters.hit(failures(email), settings.ms);
      if (count >= settings.after) await counters.hold(lock(email), settings.ms, [failures(email)]);
    },
    async recordSuccess(email, address) {
      await counters.forget([failures(email), lock(email)]);
      await counters.remember(known(email), address, ADDRESSES_PER_EMAIL, KNOWN_ADDRESS_MS);
    },
    knowsAddress: (email, address) => counters.has(known(email), address),
    clear: (email) => counters.forget([failures(email), lock(email)]),
  };
}
