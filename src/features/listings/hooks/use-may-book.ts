import { useQuery } from '@tanstack/react-query';
import { useAuth } from '#src/lib/session.ts';
import { myPropertiesQueryOptions } from '../api/get-my-properties.ts';

/**
 * Book Visit is for a signed-in user who neither owns the listing nor administers the site: those delete instead
 * (OwnerActions). A catalogue summary carries no owner, so offline the user's own listings
 * saved on the device (the My Properties answer) say whose it is; the server refuses a booking of one's own listing anyway.
 */
export function useMayBook(listingId: string): boolean {
  const auth = useAuth();
  const booker = auth && auth.role !== 'admin' ? auth : null;
  // Only read, never fetched here: online the full listing (OwnerActions) decides, and this must not add a request.
  const mine = useQuery({ ...myPropertiesQueryOptions, enabled: false });
  return booker !== null && !(mine.data ?? []).some((p) => p._id === listingId);
}
