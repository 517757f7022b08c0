import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { enquiries } from '../db/schema.ts';

/** How long an identical enquiry counts as a retry of the first rather than a new one. */
export const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface NewEnquiry {
  userId: string | null;
  name: string;
  email: string;
  contactNo: string;
  message: string;
  createdAt: Date;
}

/**
 * Stores the enquiry unless the same one (same sender, number and words) arrived within the window: the offline
 * outbox replays an enquiry whose answer was lost, and the agent should hear it once. Returns whether it is new.
 * Stored before it is mailed, so an enquiry survives even when the mail cannot be delivered.
 */
export async function saveEnquiry(db: Db, enquiry: NewEnquiry): Promise<boolean> {
  const since = new Date(enquiry.createdAt.getTime() - REPEAT_WINDOW_MS);
  const [repeat] = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(
      and(
        eq(enquiries.email, enquiry.email),
        eq(enquiries.contactNo, enquiry.contactNo),
        eq(enquiries.name, enquiry.name),
        eq(enquiries.message, enquiry.message),
        gt(enquiries.createdAt, since),
      ),
    )
    .limit(1);
  if (repeat) return false;
  await db.insert(enquiries).values(enquiry);
  return true;
}
