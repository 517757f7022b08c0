import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Booking, BookingStatus } from '../../src/domain/booking.ts';
import { isUpcoming, pickupAllowed } from '../../src/domain/booking.ts';
import { BOOKING_NOT_FOUND, OWN_PROPERTY, TIME_PASSED } from '../../src/domain/booking-actions.ts';
import { isId } from '../../src/domain/ids.ts';
import type { Db } from '../db/client.ts';
import { bookings, properties, users } from '../db/schema.ts';
import { HttpError, NOT_ALLOWED } from '../http-error.ts';
import { isUniqueViolation, type UserRow } from './accounts.ts';
import type { VisitDetails } from './mail-messages.ts';
import { PROPERTY_NOT_FOUND } from '../../src/domain/messages.ts';

export const PICKUP_SALE_ONLY = 'Pickup is offered for sale properties only';
export const ALREADY_BOOKED = 'You have already booked a visit to this property at this date and time';
export const SLOT_TAKEN_AGAIN = 'This user already has an active booking for this property at this date and time';

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
  user: { id: users.id, name: users.name, email: users.email },
};

async function selectPopulated(db: Db, where: SQL | undefined, order: SQL[]): Promise<BookingView[]> {
  const rows = await db
    .select(populated)
    .from(bookings)
    .leftJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(where)
    .orderBy(...order);
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
    visit: p ? { to: u.email, name: u.name, ...p, bookingDate: b.bookingDate, bookingTime: b.bookingTime, pickup: b.pickup } : null,
  }));
}

async function findPopulated(db: Db, bookingId: string): Promise<BookingView> {
  const [found] = await selectPopulated(db, eq(bookings.id, bookingId), []);
  if (!found) throw new HttpError(404, BOOKING_NOT_FOUND);
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
  if (!isUpcoming(input, now)) throw new HttpError(400, TIME_PASSED);
  if (!isId(input.propertyId)) throw new HttpError(404, PROPERTY_NOT_FOUND);
  const [property] = await db
    .select({ ownerId: properties.ownerId, type: properties.type, hiddenAt: properties.hiddenAt })
    .from(properties)
    .where(eq(properties.id, input.propertyId))
    .limit(1);
  if (!property || property.hiddenAt) throw new HttpError(404, PROPERTY_NOT_FOUND);
  if (property.ownerId === user.id) throw new HttpError(403, OWN_PROPERTY);
  if (input.pickup && !pickupAllowed(property.type)) throw new HttpError(400, PICKUP_SALE_ONLY);
  try {
    const [row] = await db
      .insert(bookings)
      .values({ ...input, userId: user.id, status: 'pending', createdAt: now })
      .returning({ id: bookings.id });
    if (!row) throw new Error('insert returned no row');
    return await findPopulated(db, row.id);
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, ALREADY_BOOKED);
    throw err;
  }
}

/** SPEC section 4: a user's list shows pending and confirmed visits, soonest first. */
export async function listUserBookings(db: Db, userId: string): Promise<Booking[]> {
  const views = await selectPopulated(db, and(eq(bookings.userId, userId), inArray(bookings.status, ['pending', 'confirmed'])), [
    asc(bookings.bookingDate),
    asc(bookings.bookingTime),
    asc(bookings.createdAt),
  ]);
  return views.map((v) => v.booking);
}

/** Every booking in every status, newest first, for the admin dashboard. */
export async function listAllBookings(db: Db): Promise<Booking[]> {
  const views = await selectPopulated(db, undefined, [desc(bookings.createdAt), desc(bookings.id)]);
  return views.map((v) => v.booking);
}

/** Only the booker or an admin may cancel; cancelling twice is harmless. */
export async function cancelBooking(db: Db, user: UserRow, bookingId: string): Promise<void> {
  if (!isId(bookingId)) throw new HttpError(404, BOOKING_NOT_FOUND);
  const [row] = await db.select({ userId: bookings.userId }).from(bookings).where(eq(bookings.id, bookingId)).limit(1);
  if (!row) throw new HttpError(404, BOOKING_NOT_FOUND);
  if (row.userId !== user.id && user.role !== 'admin') throw new HttpError(403, NOT_ALLOWED);
  await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, bookingId));
}

/** An admin sets any status in any order. `changed` says whether the booker should hear about it. */
export async function setBookingStatus(db: Db, bookingId: string, status: BookingStatus): Promise<BookingView & { changed: boolean }> {
  if (!isId(bookingId)) throw new HttpError(404, BOOKING_NOT_FOUND);
  const before = await findPopulated(db, bookingId);
  if (before.booking.status === status) return { ...before, changed: false };
  try {
    await db.update(bookings).set({ status }).where(eq(bookings.id, bookingId));
  } catch (err) {
    // Reviving a cancelled visit whose slot the user has booked again would break the one-active-booking rule.
    if (isUniqueViolation(err)) throw new HttpError(409, SLOT_TAKEN_AGAIN);
    throw err;
  }
  return { ...(await findPopulated(db, bookingId)), changed: true };
}
