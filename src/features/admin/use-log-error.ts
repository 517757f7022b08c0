import { useEffect } from 'react';

/** Admin load errors go to the console, once per failure. */
export function useLogError(error: Error | null, what: string) {
  useEffect(() => {
    if (error) console.error(`Failed to load ${what}`, error);
  }, [error, what]);
}
