import { useCallback, useState } from 'react';
import type { PossibleDuplicate } from '#src/domain/duplicates.ts';
import type { NewListing } from '../api/create-property.ts';
import { useCheckDuplicates } from '../api/check-duplicates.ts';

export type DuplicateGate = { status: 'unchecked' } | { status: 'checking' } | { status: 'found'; matches: PossibleDuplicate[] } | { status: 'failed' };

/**
 * Publishing asks first whether the home is listed already. Nothing found: it publishes at once. Something found,
 * or the check failed: the wizard shows it, and the next Publish goes ahead (the uploader may still publish).
 */
export function useDuplicateGate() {
  const check = useCheckDuplicates();
  const [gate, setGate] = useState<DuplicateGate>({ status: 'unchecked' });

  const beforePublish = useCallback(
    (listing: NewListing, publish: () => void) => {
      if (gate.status === 'found' || gate.status === 'failed') {
        publish();
        return;
      }
      setGate({ status: 'checking' });
      check.mutate(listing, {
        onSuccess: ({ possibleDuplicates }) => {
          if (possibleDuplicates.length === 0) {
            setGate({ status: 'unchecked' });
            publish();
          } else setGate({ status: 'found', matches: possibleDuplicates });
        },
        onError: () => setGate({ status: 'failed' }),
      });
    },
    [gate.status, check],
  );

  /** The listing changed (another step, other photos): the next Publish checks again. */
  const reset = useCallback(() => setGate({ status: 'unchecked' }), []);

  return { gate, beforePublish, reset };
}
