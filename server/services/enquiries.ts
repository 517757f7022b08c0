import { and, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import { type MessageAnswer, messageAnswerSchema } from '../../src/domain/answers.ts';
import type { enquirySchema } from '../../src/domain/enquiry.ts';
import { ENQUIRY_SENT } from '../../src/domain/messages.ts';
import type { Db } from '../db/client.ts';
import { enquiries } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { findUserByEmail } from './accounts.ts';
import { type Answer, type OnceAnswer, runOnceIfKeyed } from './idempotency.ts';
import { enquiryMail } from './mail-messages.ts';

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

/**
 * The Contact Us form: stored, then mailed to the agent when it is new. A signed-in sender's Idempotency-Key is
 * remembered like a booking's; a visitor's replay is caught by the repeat window in saveEnquiry.
 */
export async function sendEnquiry(
  deps: AppDeps,
  input: z.output<typeof enquirySchema>,
  userId: string | null,
  key: string | undefined,
): Promise<OnceAnswer<MessageAnswer>> {
  const { db } = deps.database;
  const receivedAt = deps.now();
  let isNew = false;
  const save = async (tx: Db): Promise<Answer<MessageAnswer>> => {
    isNew = await saveEnquiry(tx, { ...input, userId, createdAt: receivedAt });
    return { statusCode: 201, body: { message: ENQUIRY_SENT } };
  };
  const scope = key && userId ? { userId, route: 'contactus', key } : null;
  const answer = await runOnceIfKeyed(db, scope, receivedAt, messageAnswerSchema, save);
  if (isNew && !answer.replayed) {
    // In the language of the agent's own account, when the address has one.
    const agent = await findUserByEmail(db, deps.config.agentEmail.toLowerCase());
    await deps.mailer.send(enquiryMail({ ...input, to: deps.config.agentEmail, lang: agent?.lang ?? 'en', receivedAt }));
  }
  return answer;
}
