/**
 * Counts failed sign-ins per e-mail, from any address, and locks that e-mail for a while after too many
 * in a row. Behind an interface because the memory store counts per process: several API processes
 * need a shared store (Redis, or a table) implementing the same three calls (decision 0008).
 */
export interface LoginThrottle {
  /** Milliseconds the e-mail stays locked from `now`; 0 when it may try its password. */
  lockedFor(email: string, now: Date): Promise<number>;
  recordFailure(email: string, now: Date): Promise<void>;
  /** Ends the streak, and remembers `address` as one the account signs in from. */
  recordSuccess(email: string, address: string): Promise<void>;
  /** Whether `address` has signed in to this e-mail before: there a right password passes the lock (decision 0017). */
  knowsAddress(email: string, address: string): Promise<boolean>;
  /** Ends the streak and its lock: a password reset proved the owner holds the mailbox (decision 0017). */
  clear(email: string): Promise<void>;
}

export interface LoginLockSettings {
  /** Consecutive failures that lock the e-mail; 0 turns the lock off. */
  after: number;
  /** How long the lock lasts, and how long an idle streak of failures is remembered. */
  ms: number;
}

interface Streak {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number;
}

/** Enough for a busy site; past it the oldest streak is forgotten so random e-mails cannot grow memory without bound. */
const MAX_TRACKED = 100_000;

/** Addresses remembered per e-mail; past it the oldest goes (a phone moves between networks). */
export const ADDRESSES_PER_EMAIL = 10;

/** E-mail -> the addresses it signed in from, least recent first; bounded like the streaks. */
function memoryKnownAddresses() {
  const known = new Map<string, string[]>();
  return {
    remember(email: string, address: string) {
      const list = (known.get(email) ?? []).filter((a) => a !== address);
      list.push(address);
      known.delete(email);
      known.set(email, list.slice(-ADDRESSES_PER_EMAIL));
      if (known.size > MAX_TRACKED) {
        const stalest = known.keys().next();
        if (!stalest.done) known.delete(stalest.value);
      }
    },
    has: (email: string, address: string) => known.get(email)?.includes(address) ?? false,
  };
}

export function memoryLoginThrottle(settings: LoginLockSettings): LoginThrottle {
  const streaks = new Map<string, Streak>();
  const addresses = memoryKnownAddresses();
  const current = (email: string, at: number): Streak | undefined => {
    const streak = streaks.get(email);
    if (!streak) return undefined;
    // An expired lock, or a streak idle for a whole lock period, starts afresh.
    const expired = streak.lockedUntil > 0 ? streak.lockedUntil <= at : streak.lastFailureAt + settings.ms <= at;
    if (expired) {
      streaks.delete(email);
      return undefined;
    }
    return streak;
  };
  return {
    async lockedFor(email, now) {
      const at = now.getTime();
      const streak = current(email, at);
      return streak && streak.lockedUntil > at ? streak.lockedUntil - at : 0;
    },
    async recordFailure(email, now) {
      if (settings.after <= 0) return;
      const at = now.getTime();
      const streak = current(email, at) ?? { failures: 0, lastFailureAt: at, lockedUntil: 0 };
      streak.failures += 1;
      streak.lastFailureAt = at;
      if (streak.failures >= settings.after) streak.lockedUntil = at + settings.ms;
      // Re-inserting keeps the Map in order of last failure, so the first key is the stalest.
      streaks.delete(email);
      streaks.set(email, streak);
      if (streaks.size > MAX_TRACKED) {
        const stalest = streaks.keys().next();
        if (!stalest.done) streaks.delete(stalest.value);
      }
    },
    async recordSuccess(email, address) {
      streaks.delete(email);
      addresses.remember(email, address);
    },
    async knowsAddress(email, address) {
      return addresses.has(email, address);
    },
    async clear(email) {
      streaks.delete(email);
    },
  };
}
