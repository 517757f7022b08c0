/**
 * A listing's owner, or an admin, may change its price or delete it; anyone else
 * may only book a visit. The server refuses the others with 403; the listing page shows them the visit bar instead.
 */
export function mayManageListing(ownerId: string, userId: string, role: string): boolean {
  return userId === ownerId || role === 'admin';
}
