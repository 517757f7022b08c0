import type { Redis } from 'ioredis';

/**
 * The few atomic operations the sign-in lockout needs from a store every process shares. Small on purpose:
 * a new rule about failed sign-ins (per address, per e-mail) is written on these calls, not on Redis itself.
 */
export interface SharedCounters {
  /** Adds one to `key` and returns the new count; the count is forgotten `idleMs` after its last hit. */
  hit(key: string, idleMs: number): Promise<number>;
  /** Sets the flag `key` for `ms`, and forgets the counts in `reset` in the same step. */
  hold(key: string, ms: number, reset: readonly string[]): Promise<void>;
  /** Milliseconds left on the flag `key`; 0 when it is not set. */
  heldFor(key: string): Promise<number>;
  forget(keys: readonly string[]): Promise<void>;
  /** Adds `member` to the recency set `key`, which keeps its `keep` newest members and is forgotten `idleMs` after its last add. */
  remember(key: string, member: string, keep: number, idleMs: number): Promise<void>;
  /** Whether `member` is in the recency set `key`. */
  has(key: string, member: string): Promise<boolean>;
}

const PREFIX = 'homes:';

/** SharedCounters on Redis (or Valkey): each call is one MULTI/EXEC, so processes never see a half-made change. */
export function redisCounters(redis: Redis): SharedCounters {
  const k = (key: string) => PREFIX + key;
  const exec = async (multi: ReturnType<Redis['multi']>) => {
    const results = await multi.exec();
    if (!results) throw new Error('redis transaction aborted');
    for (const [err] of results) if (err) throw err;
    return results;
  };
  return {
    async hit(key, idleMs) {
      const [[, count] = []] = await exec(redis.multi().incr(k(key)).pexpire(k(key), idleMs));
      return Number(count);
    },
    async hold(key, ms, reset) {
      const multi = redis.multi().set(k(key), '1', 'PX', ms);
      if (reset.length > 0) multi.del(...reset.map(k));
      await exec(multi);
    },
    async heldFor(key) {
      const left = await redis.pttl(k(key));
      return Math.max(left, 0);
    },
    async forget(keys) {
      if (keys.length > 0) await redis.del(...keys.map(k));
    },
    async remember(key, member, keep, idleMs) {
      await exec(
        redis
          .multi()
          .zadd(k(key), Date.now(), member)
          .zremrangebyrank(k(key), 0, -(keep + 1))
          .pexpire(k(key), idleMs),
      );
    },
    async has(key, member) {
      return (await redis.zscore(k(key), member)) !== null;
    },
  };
}
