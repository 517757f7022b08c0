import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminBookingsPage } from '../../src/domain/admin.ts';
import type { Booking, BookingStatus, MyBookingsPage } from '../../src/domain/booking.ts';
import { BOOKING_STATUSES, clockInKolkata, isClockTime, isRealDate, isUpcoming, pickupAllowed, todayInKolkata } from '../../src/domain/booking.ts';
import { fold } from '../../src/domain/listing-filter.ts';
import type { PageParams, SearchPageParams } from '../../src/domain/page.ts';
import { isId } from '../../src/domain/ids.ts';
import type { Db } from '../db/client.ts';
import { bookings, properties, users } from '../db/schema.ts';
import { HttpError } from '../http-error.ts';
import { isUniqueViolation, type UserRow } from './accounts.ts';
import type { VisitDetails } from './mail-messages.ts';
import { decodeCursor, encodeCursor, newestFirst, olderThan, pageOf } from './page-cursor.ts';
import { folds } from './text-match.ts';

/** A booking with its property and booker, as listed and as mailed. */
interface BookingView {
  booking: Booking;
  visit: VisitDetails | null;
}

const populated = {
  booking: bookings,
  property: {
    id: properties.id,
    propertyName: properties.propertyName,
    address: properties.address,
    location: properties.location,
    price: properties.price,
    type: properties.type,
  },
  user: { id: users.id, name: users.name, email: users.email, lang: users.lang },
};

async function selectPopulated(db: Db, where: SQL | undefined, order: SQL[], limit?: number): Promise<BookingView[]> {
  const query = db
    .select(populated)
    .from(bookings)
    .leftJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(where)
    .orderBy(...order);
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(({ booking: b, property: p, user: u }) => ({
    booking: {
      _id: b.id,
      property: p ? { _id: p.id, propertyName: p.propertyName, address: p.address, location: p.location, price: p.price, type: p.type } : null,
      user: { _id: u.id, name: u.name },
      bookingDate: b.bookingDate,
      bookingTime: b.bookingTime,
      pickup: b.pickup,
      status: b.status,
      createdAt: b.createdAt.toISOString(),
    },
    visit: p ? { to: u.email, lang: u.lang, name: u.name, ...p, bookingDate: b.bookingDate, bookingTime: b.bookingTime, pickup: b.pickup } : null,
  }));
}

async function findPopulated(db: Db, bookingId: string): Promise<BookingView> {
  const [found] = await selectPopulated(db, eq(bookings.id, bookingId), []);
  if (!found) throw new HttpError(404, 'bookingNotFound');
  return found;
}

export interface VisitRequest {
  propertyId: string;
  bookingDate: string;
  bookingTime: string;
  pickup: boolean;
}

/** A pending visit; the rules the form cannot check (listing exists, not one's own, pickup for sale only, no double booking). */
export async function bookVisit(db: Db, user: UserRow, input: VisitRequest, now: Date): Promise<BookingView> {
  // The form only stops past dates; a time already gone today is just as impossible to visit.
  if (!isUpcoming(input, now)) throw new HttpError(400, 'timePassed');
  if (!isId(input.propertyId)) throw new HttpError(404, 'propertyNotFound');
  const [property] = await db
    .select({ ownerId: properties.ownerId, type: properties.type, hiddenAt: properties.hiddenAt, availability: properties.availability })
    .from(properties)
    .where(eq(properties.id, input.propertyId))
    .limit(1);
  if (!property || property.hiddenAt) throw new HttpError(404, 'propertyNotFound');
  if (property.ownerId === user.id) throw new HttpError(403, 'ownProperty');
  if (property.availability !== 'available') throw new HttpError(409, 'listingNotAvailable');
  if (input.pickup && !pickupAllowed(property.type)) throw new HttpError(400, 'pickupSaleOnly');
  try {
    const [row] = await db
      .insert(bookings)
      .values({ ...input, userId: user.id, status: 'pending', createdAt: now })
      .returning({ id: bookings.id });
    if (!row) throw new Error('insert returned no row');
    return await findPopulated(db, row.id);
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, 'alreadyBooked');
    throw err;
  }
}

/** A user's list shows pending and confirmed visits. */
const userListed = (userId: string) => and(eq(bookings.userId, userId), inArray(bookings.status, ['pending', 'confirmed']));
/** Soonest first; the creation time and id keep two bookings of the same slot in a stable order. */
const SOONEST_FIRST = [asc(bookings.bookingDate), asc(bookings.bookingTime), asc(bookings.createdAt), asc(bookings.id)];
const NEWEST_FIRST = newestFirst(bookings.createdAt, bookings.id);

/** GET /api/property/getbookings: every listed booking of the user, soonest first. */
export async function listUserBookings(db: Db, userId: string): Promise<Booking[]> {
  const views = await selectPopulated(db, userListed(userId), SOONEST_FIRST);
  return views.map((v) => v.booking);
}

/** A page of the user's bookings, soonest first (keyset on date, time, created, id), with My Bookings' two figures. */
export async function pageUserBookings(db: Db, userId: string, page: PageParams, now: Date): Promise<MyBookingsPage> {
  const after = page.cursor ? decodeCursor(page.cursor, [isRealDate, isClockTime]) : null;
  const [day, time] = after?.lead ?? [];
  const keyset = after
    ? sql`(${bookings.bookingDate}, ${bookings.bookingTime}, ${bookings.createdAt}, ${bookings.id}) > (${day}::date, ${time}, ${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const today = todayInKolkata(now);
  const ahead = sql`(${bookings.bookingDate} > ${today}::date or (${bookings.bookingDate} = ${today}::date and ${bookings.bookingTime} > ${clockInKolkata(now)}))`;
  const [views, [figures]] = await Promise.all([
    selectPopulated(db, and(userListed(userId), keyset), SOONEST_FIRST, page.limit + 1),
    db
      .select({ total: count(), upcoming: sql<number>`count(*) filter (where ${ahead})`.mapWith(Number) })
      .from(bookings)
      .where(userListed(userId)),
  ]);
  const { shown, nextCursor } = pageOf(views, page.limit, ({ booking }) => encodeCursor(keyOf(booking), [booking.bookingDate, booking.bookingTime]));
  return {
    bookings: shown.map((v) => v.booking),
    nextCursor,
    total: figures?.total ?? 0,
    upcoming: figures?.upcoming ?? 0,
  };
}

/** GET /api/admin/get-bookings: every booking in every status, newest first. */
export async function listAllBookings(db: Db): Promise<Booking[]> {
  const views = await selectPopulated(db, undefined, NEWEST_FIRST);
  return views.map((v) => v.booking);
}

/** A page of every booking, newest first, narrowed by the admin's search: booker, listing, status, date or time. */
export async function pageAllBookings(db: Db, page: SearchPageParams): Promise<AdminBookingsPage> {
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  const q = page.q.trim();
  // Bookers and listings are matched in their own tables (trigram indexes), then their bookings by id: one OR
  // over the joined rows would read every booking for every search.
  const search = q
    ? or(
        inArray(
          bookings.userId,
          db
            .select({ id: users.id })
            .from(users)
            .where(or(folds(users.name, q), folds(users.email, q))),
        ),
        inArray(
          bookings.propertyId,
          db
            .select({ id: properties.id })
            .from(properties)
            .where(or(folds(properties.propertyName, q), folds(properties.location, q))),
        ),
        inArray(bookings.status, statusesShownAs(q)),
        sql`${bookings.bookingDate} in (${datesShownAs(q)})`,
        sql`${bookings.bookingTime} in (${timesShownAs(q)})`,
      )
    : undefined;
  const keyset = after ? olderThan(bookings.createdAt, bookings.id, after) : undefined;
  const [views, [matched]] = await Promise.all([
    selectPopulated(db, and(search, keyset), NEWEST_FIRST, page.limit + 1),
    db.select({ n: count() }).from(bookings).where(search),
  ]);
  const { shown, nextCursor } = pageOf(views, page.limit, ({ booking }) => encodeCursor(keyOf(booking)));
  return {
    bookings: shown.map((v) => v.booking),
    nextCursor,
    total: matched?.n ?? 0,
  };
}

/** The statuses whose name contains `q` (three words: no need to ask the database row by row). */
function statusesShownAs(q: string): BookingStatus[] {
  const needle = fold(q);
  return BOOKING_STATUSES.filter((status) => status.includes(needle));
}

const dayText = (d: SQL) => sql`to_char(${d}, 'Dy, FMDD Mon, YYYY')`;
const clockText = (t: SQL) => sql`to_char(${t}, 'FMHH12:MI am')`;

/**
 * The booked days whose YYYY-MM-DD or whose form in the table ('Tue, 1 Dec, 2026', src/lib/dates.ts) contains `q`:
 * worked out once per day between the first and last booking, not once per booking.
 */
function datesShownAs(q: string) {
  const day = sql`d::date`;
  return sql`select ${day} from generate_series((select min(${bookings.bookingDate}) from ${bookings}), (select max(${bookings.bookingDate}) from ${bookings}), interval '1 day') d where ${or(folds(sql`${day}::text`, q), folds(dayText(day), q))}`;
}

/** The HH:MM times whose form in the table ('4:30 pm', src/domain/visit-time.ts) contains `q`: 1,440 at most. */
function timesShownAs(q: string) {
  const time = sql`make_time(m / 60, m % 60, 0)`;
  return sql`select to_char(${time}, 'HH24:MI') from generate_series(0, 1439) m where ${folds(clockText(time), q)}`;
}

/** A listed booking's key for a cursor: its creation time and id. */
function keyOf(b: Booking): { createdAt: Date; id: string } {
  return { createdAt: new Date(b.createdAt), id: b._id };
}

/** Only the booker or an admin may cancel; cancelling twice is harmless. */
export async function cancelBooking(db: Db, user: UserRow, bookingId: string): Promise<void> {
  if (!isId(bookingId)) throw new HttpError(404, 'bookingNotFound');
  const [row] = await db.select({ userId: bookings.userId }).from(bookings).where(eq(bookings.id, bookingId)).limit(1);
  if (!row) throw new HttpError(404, 'bookingNotFound');
  if (row.userId !== user.id && user.role !== 'admin') throw new HttpError(403, 'notAllowed');
  await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, bookingId));
}

/** An admin sets any status in any order. `changed` says whether the booker should hear about it. */
export async function setBookingStatus(db: Db, bookingId: string, status: BookingStatus): Promise<BookingView & { changed: boolean }> {
  if (!isId(bookingId)) throw new HttpError(404, 'bookingNotFound');
  const before = await findPopulated(db, bookingId);
  if (before.booking.status === status) return { ...before, changed: false };
  try {
    await db.update(bookings).set({ status }).where(eq(bookings.id, bookingId));
  } catch (err) {
    // Reviving a cancelled visit whose slot the user has booked again would break the one-active-booking rule.
    if (isUniqueViolation(err)) throw new HttpError(409, 'slotTakenAgain');
    throw err;
  }
  return { ...(await findPopulated(db, bookingId)), changed: true };
}
