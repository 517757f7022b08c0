import { and, count, countDistinct, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { HiddenAs } from '../../src/domain/duplicates-core.ts';
import { isId } from '../../src/domain/ids.ts';
import { TIME_ZONE } from '../../src/domain/time-zone.ts';
import type { SearchPageParams } from '../../src/domain/page.ts';
import type {
  ListingModeration,
  ModeratedListing,
  ModeratedListingsPage,
  ModerationAction,
  ModerationEntry,
  ReportGroupsPage,
} from '../../src/domain/moderation.ts';
import type { Db } from '../db/client.ts';
import { bookings, listingReports, moderationActions, properties, users } from '../db/schema.ts';
import { HttpError } from '../http-error.ts';
import { decodeCursor, encodeCursor, newestFirst, olderThan, pageOf } from './page-cursor.ts';
import { folds } from './text-match.ts';
import { toReport } from './reports.ts';

const NEWEST_FIRST = newestFirst(properties.createdAt, properties.id);

const openReportCount =
  sql<number>`(select count(*) from ${listingReports} where ${listingReports.propertyId} = ${properties.id} and ${listingReports.status} = 'open')`.mapWith(
    Number,
  );

const listingColumns = {
  id: properties.id,
  propertyName: properties.propertyName,
  location: properties.location,
  createdAt: properties.createdAt,
  hiddenAt: properties.hiddenAt,
  hiddenReason: properties.hiddenReason,
  verifiedAt: properties.verifiedAt,
  confirmedAt: properties.confirmedAt,
  ownerId: users.id,
  ownerName: users.name,
  ownerEmail: users.email,
  openReports: openReportCount,
};

interface ListingColumns {
  id: string;
  propertyName: string;
  location: string;
  createdAt: Date;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  verifiedAt: Date | null;
  confirmedAt: Date;
  ownerId: string;
  ownerName: string;
  ownerEmail: string;
  openReports: number;
}

function toModerated(r: ListingColumns): ModeratedListing {
  return {
    _id: r.id,
    propertyName: r.propertyName,
    location: r.location,
    owner: { _id: r.ownerId, name: r.ownerName, email: r.ownerEmail },
    createdAt: r.createdAt.toISOString(),
    hidden: r.hiddenAt !== null,
    hiddenReason: r.hiddenReason,
    verifiedAt: r.verifiedAt?.toISOString() ?? null,
    confirmedAt: r.confirmedAt.toISOString(),
    openReports: r.openReports,
  };
}

function selectRows(db: Db, where: SQL | undefined, limit: number): Promise<ListingColumns[]> {
  return db
    .select(listingColumns)
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
}

async function selectListings(db: Db, where: SQL | undefined, limit: number): Promise<ModeratedListing[]> {
  return (await selectRows(db, where, limit)).map(toModerated);
}

/** A page of the Listings tab: newest first, hidden ones included, narrowed to those whose name, location or owner e-mail holds `q`. */
export async function pageModeratedListings(db: Db, page: SearchPageParams): Promise<ModeratedListingsPage> {
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  const q = page.q.trim();
  const search = q ? or(folds(properties.propertyName, q), folds(properties.location, q), folds(users.email, q)) : undefined;
  const keyset = after ? olderThan(properties.createdAt, properties.id, after) : undefined;
  const [rows, [matched]] = await Promise.all([
    selectRows(db, and(search, keyset), page.limit + 1),
    db.select({ n: count() }).from(properties).innerJoin(users, eq(users.id, properties.ownerId)).where(search),
  ]);
  const { shown, nextCursor } = pageOf(rows, page.limit, (last) => encodeCursor(last));
  return { listings: shown.map(toModerated), nextCursor, total: matched?.n ?? 0 };
}

async function openReportsOf(db: Db, propertyIds: string[]) {
  if (propertyIds.length === 0) return [];
  return db
    .select({ report: listingReports, reporter: { _id: users.id, name: users.name } })
    .from(listingReports)
    .leftJoin(users, eq(users.id, listingReports.userId))
    .where(and(inArray(listingReports.propertyId, propertyIds), eq(listingReports.status, 'open')))
    .orderBy(desc(listingReports.createdAt), desc(listingReports.id));
}

/** Each reported listing's newest open report, to the millisecond the page cursor holds. */
const latestReport = sql<Date>`date_trunc('milliseconds', max(${listingReports.createdAt}))`.mapWith(listingReports.createdAt);

/**
 * A page of the Reports tab: open reports grouped by listing, the listing with the newest report first (ties by id),
 * narrowed to listings whose name, location or owner e-mail holds `q`; keyset-paged on (newest report, listing).
 */
export async function pageReportGroups(db: Db, page: SearchPageParams): Promise<ReportGroupsPage> {
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  const q = page.q.trim();
  const search = q ? or(folds(properties.propertyName, q), folds(properties.location, q), folds(users.email, q)) : undefined;
  const open = and(eq(listingReports.status, 'open'), search);
  const keyset = after ? sql`(${latestReport}, ${listingReports.propertyId}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined;
  const [latest, [matched]] = await Promise.all([
    db
      .select({ id: listingReports.propertyId, createdAt: latestReport })
      .from(listingReports)
      .innerJoin(properties, eq(properties.id, listingReports.propertyId))
      .innerJoin(users, eq(users.id, properties.ownerId))
      .where(open)
      .groupBy(listingReports.propertyId)
      .having(keyset)
      .orderBy(desc(latestReport), desc(listingReports.propertyId))
      .limit(page.limit + 1),
    db
      .select({ n: countDistinct(listingReports.propertyId) })
      .from(listingReports)
      .innerJoin(properties, eq(properties.id, listingReports.propertyId))
      .innerJoin(users, eq(users.id, properties.ownerId))
      .where(open),
  ]);
  const { shown, nextCursor } = pageOf(latest, page.limit, (last) => encodeCursor(last));
  const ids = shown.map((l) => l.id);
  const total = matched?.n ?? 0;
  if (ids.length === 0) return { groups: [], nextCursor: null, total };
  const listings = new Map((await selectListings(db, inArray(properties.id, ids), ids.length)).map((l) => [l._id, l]));
  const reports = await openReportsOf(db, ids);
  const groups = ids.flatMap((id) => {
    const listing = listings.get(id);
    if (!listing) return [];
    const own = reports.filter((r) => r.report.propertyId === id).map((r) => ({ ...toReport(r.report), reporter: r.reporter }));
    return [{ listing, reports: own }];
  });
  return { groups, nextCursor, total };
}

/** One listing's admin view: the listing, its open reports, and every moderation action on it, newest first. */
export async function listingModeration(db: Db, propertyId: string): Promise<ListingModeration> {
  if (!isId(propertyId)) throw new HttpError(404, 'propertyNotFound');
  const [listing] = await selectListings(db, eq(properties.id, propertyId), 1);
  if (!listing) throw new HttpError(404, 'propertyNotFound');
  const reports = (await openReportsOf(db, [propertyId])).map((r) => ({ ...toReport(r.report), reporter: r.reporter }));
  const history = await db
    .select({ entry: moderationActions, admin: { _id: users.id, name: users.name } })
    .from(moderationActions)
    .leftJoin(users, eq(users.id, moderationActions.adminId))
    .where(eq(moderationActions.propertyId, propertyId))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id));
  return {
    listing,
    reports,
    history: history.map(
      (h): ModerationEntry => ({ _id: h.entry.id, action: h.entry.action, reason: h.entry.reason, admin: h.admin, createdAt: h.entry.createdAt.toISOString() }),
    ),
  };
}

export interface Moderator {
  id: string;
}

async function record(db: Db, propertyId: string, admin: Moderator, action: ModerationAction, reason: string | null, now: Date) {
  await db.insert(moderationActions).values({ propertyId, adminId: admin.id, action, reason, createdAt: now });
}

async function existing(db: Db, propertyId: string) {
  if (!isId(propertyId)) throw new HttpError(404, 'propertyNotFound');
  const [row] = await db
    .select({
      id: properties.id,
      propertyName: properties.propertyName,
      hiddenAt: properties.hiddenAt,
      ownerName: users.name,
      ownerEmail: users.email,
      ownerLang: users.lang,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(eq(properties.id, propertyId))
    .limit(1);
  if (!row) throw new HttpError(404, 'propertyNotFound');
  return row;
}

/**
 * Takes a listing down with a reason and closes its open reports as acted on, in one transaction with the record of
 * it. Hiding a hidden listing again only replaces the reason (and is recorded). Returns what the owner's e-mail needs.
 */
export async function hideListing(db: Db, propertyId: string, admin: Moderator, reason: string, now: Date, as: HiddenAs | null = null) {
  const listing = await existing(db, propertyId);
  await db.transaction(async (tx) => {
    await tx
      .update(properties)
      .set({ hiddenAt: listing.hiddenAt ?? now, hiddenReason: reason, hiddenAs: as })
      .where(eq(properties.id, propertyId));
    await tx
      .update(listingReports)
      .set({ status: 'actioned', closedAt: now })
      .where(and(eq(listingReports.propertyId, propertyId), eq(listingReports.status, 'open')));
    await record(tx, propertyId, admin, 'hide', reason, now);
  });
  return listing;
}

/** Puts a hidden listing back; restoring one that is not hidden changes nothing and records nothing. */
export async function restoreListing(db: Db, propertyId: string, admin: Moderator, now: Date): Promise<void> {
  const listing = await existing(db, propertyId);
  if (!listing.hiddenAt) return;
  await db.transaction(async (tx) => {
    await tx.update(properties).set({ hiddenAt: null, hiddenReason: null, hiddenAs: null }).where(eq(properties.id, propertyId));
    await record(tx, propertyId, admin, 'restore', null, now);
  });
}

/** Closes a listing's open reports without acting on it; returns how many it closed (none: nothing recorded). */
export async function dismissReports(db: Db, propertyId: string, admin: Moderator, now: Date): Promise<number> {
  await existing(db, propertyId);
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(listingReports)
      .set({ status: 'dismissed', closedAt: now })
      .where(and(eq(listingReports.propertyId, propertyId), eq(listingReports.status, 'open')))
      .returning({ id: listingReports.id });
    if (closed.length > 0) await record(tx, propertyId, admin, 'dismiss-reports', null, now);
    return closed.length;
  });
}

/** Open reports in all, for the dashboard's tab label. */
export async function openReportTotal(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listingReports).where(eq(listingReports.status, 'open'));
  return row?.n ?? 0;
}

/** Whether our agent has shown the listing: a confirmed visit whose slot (Mumbai time) has passed. */
async function hasCompletedVisit(db: Db, propertyId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.propertyId, propertyId),
        eq(bookings.status, 'confirmed'),
        sql`(${bookings.bookingDate} + ${bookings.bookingTime}::time) at time zone ${TIME_ZONE} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** "Verified by our agent on <date>": only after a completed visit; verifying again keeps the first date. */
export async function verifyListing(db: Db, propertyId: string, admin: Moderator, now: Date): Promise<void> {
  await existing(db, propertyId);
  if (!(await hasCompletedVisit(db, propertyId, now))) throw new HttpError(409, 'verifyNeedsVisit');
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(properties)
      .set({ verifiedAt: now })
      .where(and(eq(properties.id, propertyId), sql`${properties.verifiedAt} is null`))
      .returning({ id: properties.id });
    if (changed.length > 0) await record(tx, propertyId, admin, 'verify', null, now);
  });
}

/** Takes the badge off (e.g. the flat changed since); recorded only when there was one. */
export async function unverifyListing(db: Db, propertyId: string, admin: Moderator, now: Date): Promise<void> {
  await existing(db, propertyId);
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(properties)
      .set({ verifiedAt: null })
      .where(and(eq(properties.id, propertyId), sql`${properties.verifiedAt} is not null`))
      .returning({ id: properties.id });
    if (changed.length > 0) await record(tx, propertyId, admin, 'unverify', null, now);
  });
}
