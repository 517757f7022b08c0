import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { type Freshness, remindCutoff, unlistCutoff } from '../../src/domain/freshness.ts';
import { isId } from '../../src/domain/ids.ts';
import type { Db } from '../db/client.ts';
import { properties, staleReminders, users } from '../db/schema.ts';
import { HttpError } from '../http-error.ts';
import type { Mailer } from './mail.ts';
import { staleListingMail } from './mail-messages.ts';
import type { PropertyRow } from './property-view.ts';

/** The owner's one tap on My Properties: still available as of now (back in search if it had left). */
export async function confirmListing(db: Db, ownerId: string, propertyId: string, now: Date): Promise<PropertyRow> {
  if (!isId(propertyId)) throw new HttpError(404, 'propertyNotFound');
  const [row] = await db.select({ ownerId: properties.ownerId }).from(properties).where(eq(properties.id, propertyId)).limit(1);
  if (!row) throw new HttpError(404, 'propertyNotFound');
  if (row.ownerId !== ownerId) throw new HttpError(403, 'confirmOwnOnly');
  const [updated] = await db.update(properties).set({ confirmedAt: now }).where(eq(properties.id, propertyId)).returning();
  if (!updated) throw new HttpError(404, 'propertyNotFound');
  return updated;
}

/**
 * Mails the owner of every listed listing whose last confirmation is `remindDays` old and which has not left search
 * yet, once per confirmation: the reminder is written to stale_reminders first (INSERT ... ON CONFLICT DO NOTHING),
 * and only the rows this call wrote are mailed, so running it twice, or in two processes at once, sends each once.
 * Meant for the job queue to run hourly; returns how many it sent.
 */
export async function remindStaleListingOwners(db: Db, mailer: Mailer, now: Date, freshness: Freshness, publicUrl: string): Promise<number> {
  const due = await db
    .select({
      id: properties.id,
      propertyName: properties.propertyName,
      confirmedAt: properties.confirmedAt,
      name: users.name,
      email: users.email,
      lang: users.lang,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(
      and(
        isNull(properties.hiddenAt),
        eq(properties.availability, 'available'),
        lte(properties.confirmedAt, remindCutoff(now, freshness)),
        gt(properties.confirmedAt, unlistCutoff(now, freshness)),
      ),
    );
  let sent = 0;
  for (const listing of due) {
    const claimed = await db
      .insert(staleReminders)
      .values({ propertyId: listing.id, confirmedAt: listing.confirmedAt, sentAt: now })
      .onConflictDoNothing()
      .returning({ propertyId: staleReminders.propertyId });
    if (claimed.length === 0) continue;
    const leavesOn = new Date(listing.confirmedAt.getTime() + freshness.unlistDays * 24 * 60 * 60 * 1000);
    await mailer.send(
      staleListingMail({
        to: listing.email,
        lang: listing.lang,
        name: listing.name,
        propertyName: listing.propertyName,
        leavesOn,
        link: `${publicUrl}/my-properties`,
      }),
    );
    sent += 1;
  }
  return sent;
}
