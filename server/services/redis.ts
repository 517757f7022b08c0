import { Redis } from 'ioredis';

export interface RedisLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** The connection every shared counter goes through (rate limits and the sign-in lockout), and whether it works now. */
export interface SharedRedis {
  client: Redis;
  /** False while the connection is down: the routes that count answer 503 instead of counting nothing (decision 0023). */
  isUp(): boolean;
  /** Asks Redis itself: for a command that failed while isUp() still said yes (the connection dropped mid-command). */
  answers(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Connects to REDIS_URL before the server listens (a wrong address fails the start, not the first sign-in).
 * Afterwards a lost connection is retried forever in the background; meanwhile commands fail at once
 * (no offline queue), so a request never waits on Redis, and one outage is logged once, not per retry.
 */
export async function connectRedis(url: string, log: () => RedisLog): Promise<SharedRedis> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
  });
  let up = false;
  // The logger exists once the app is built, after this first connection: only later changes are logged.
  let started = false;
  client.on('ready', () => {
    if (started && !up) log().info({}, 'redis reachable again');
    up = true;
  });
  const lost = (reason: string) => {
    if (started && up) log().error({ reason }, 'redis unreachable: sign-in, sign-up and other counted routes answer 503 until it returns');
    up = false;
  };
  client.on('error', (err: Error) => lost(err.message));
  client.on('close', () => lost('connection closed'));
  await client.connect();
  started = true;
  return {
    client,
    isUp: () => up && client.status === 'ready',
    answers: () =>
      client.ping().then(
        () => true,
        () => false,
      ),
    close: async () => {
      client.disconnect();
    },
  };
}
