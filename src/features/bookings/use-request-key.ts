import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';

/**
 * The Idempotency-Key for a booking request. Sending the same request again (a retry after a lost
 * answer on a flaky train network, a second tap) reuses its key, so the server answers with the first
 * booking instead of making another; a different request gets a fresh key.
 */
export function useRequestKey(): (request: unknown) => string {
  const last = useRef<{ fingerprint: string; key: string } | null>(null);
  return useCallback((request: unknown) => {
    const fingerprint = JSON.stringify(request);
    if (last.current?.fingerprint !== fingerprint) last.current = { fingerprint, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
}
