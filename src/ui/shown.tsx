import { useEffect } from 'react';

/**
 * Runs `onShown` once it is on screen. Placed beside a part inside its Suspense boundary, that is once the part is:
 * its content has arrived, or, for markup the server sent, its code has taken that markup over.
 */
export function Shown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}
