import { desc, eq } from 'drizzle-orm';
import { isId } from '../../src/domain/ids.ts';
import type { ListingReport, ReportListingInput } from '../../src/domain/report.ts';
import type { Db } from '../db/client.ts';
import { listingReports, properties } from '../db/schema.ts';
import { HttpError } from '../http-error.ts';
import { isUniqueViolation } from './accounts.ts';

export type ReportRow = typeof listingReports.$inferSelect;

export function toReport(row: ReportRow): ListingReport {
  return {
    _id: row.id,
    propertyId: row.propertyId,
    reason: row.reason,
    details: row.details,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A user's report of a listing they can see and do not own; a second while the first is open is refused. */
export async function reportListing(db: Db, userId: string, propertyId: string, input: ReportListingInput, now: Date): Promise<ListingReport> {
  if (!isId(propertyId)) throw new HttpError(404, 'propertyNotFound');
  const [listing] = await db
    .select({ ownerId: properties.ownerId, hiddenAt: properties.hiddenAt })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  if (!listing || listing.hiddenAt) throw new HttpError(404, 'propertyNotFound');
  if (listing.ownerId === userId) throw new HttpError(403, 'ownListingReport');
  try {
    const [row] = await db
      .insert(listingReports)
      .values({ propertyId, userId, reason: input.reason, details: input.details || null, createdAt: now })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toReport(row);
  } catch (err) {
    // The partial unique index (one open report per user and listing) decides, also for two taps at once.
    if (isUniqueViolation(err)) throw new HttpError(409, 'alreadyReported');
    throw err;
  }
}

/** The user's own reports, newest first: nobody else's. */
export async function listOwnReports(db: Db, userId: string): Promise<ListingReport[]> {
  const rows = await db.select().from(listingReports).where(eq(listingReports.userId, userId)).orderBy(desc(listingReports.createdAt));
  return rows.map(toReport);
}
