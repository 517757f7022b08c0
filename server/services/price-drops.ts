import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { PROPERTY_TYPES } from '../../src/domain/property.ts';
import type { AppDeps } from '../deps.ts';
import { wishlist } from '../db/schema.ts';
import { defineJob } from '../jobs/job-queue.ts';
import { findUserById } from './accounts.ts';
import { findProperty } from './listings.ts';
import { priceDropMail } from './mail-messages.ts';
import type { PropertyRow } from './property-view.ts';
import { pushOrMail } from './push-delivery.ts';
import { priceDropNotification } from './push-messages.ts';

/** A listing's price went down: find who has it in their wishlist, and queue a notice for each. */
export const priceDropJob = defineJob('price-drop', z.object({ propertyId: z.string(), price: z.number(), oldPrice: z.number() }), {
  retryLimit: 5,
  retryDelaySeconds: 30,
});

const noticeSchema = z.object({
  userId: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  type: z.enum(PROPERTY_TYPES),
  price: z.number(),
  oldPrice: z.number(),
});

/** One saver's notice: its own job, so a mail server that is down is retried without telling the others twice. */
export const priceDropNoticeJob = defineJob('price-drop-notice', noticeSchema, { retryLimit: 5, retryDelaySeconds: 60 });

export async function queuePriceDrop(deps: AppDeps, row: PropertyRow, oldPrice: number): Promise<void> {
  if (row.price >= oldPrice) return;
  await deps.jobs.enqueue(priceDropJob, { propertyId: row.id, price: row.price, oldPrice });
}

/**
 * Fans a drop out to the savers, all notices in one insert. Nothing goes when, by the time it runs, the listing is
 * gone, hidden, off the market, or at another price (a later change brings its own job), so each drop is told once.
 */
export async function runPriceDrop(deps: AppDeps, drop: z.infer<typeof priceDropJob.schema>): Promise<void> {
  const db = deps.database.db;
  const listing = await findProperty(db, drop.propertyId);
  if (!listing || listing.hiddenAt || listing.availability !== 'available' || listing.price !== drop.price) return;
  const savers = await db
    .select({ userId: wishlist.userId })
    .from(wishlist)
    .where(and(eq(wishlist.propertyId, listing.id), ne(wishlist.userId, listing.ownerId)));
  await deps.jobs.enqueueAll(
    priceDropNoticeJob,
    savers.map(({ userId }) => ({
      userId,
      propertyId: listing.id,
      propertyName: listing.propertyName,
      type: listing.type,
      price: drop.price,
      oldPrice: drop.oldPrice,
    })),
  );
}

/** A notification to each of the saver's browsers, or an e-mail when they have none. */
export async function runPriceDropNotice(deps: AppDeps, notice: z.infer<typeof noticeSchema>): Promise<void> {
  const user = await findUserById(deps.database.db, notice.userId);
  if (!user) return;
  const link = `${deps.config.publicUrl}/property/${notice.propertyId}`;
  const mail = priceDropMail({ to: user.email, lang: user.lang, name: user.name, notice, link });
  await pushOrMail(deps, user, priceDropNotification(user.lang, notice), mail);
}
