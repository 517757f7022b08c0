import { type BookingAnswer, bookingAnswerSchema } from '../../src/domain/answers.ts';
import { isBeforeToday, todayInKolkata } from '../../src/domain/booking.ts';
import { VISIT_BOOKED } from '../../src/domain/messages.ts';
import { isInVisitHours, visitHoursValues } from '../../src/domain/visit-hours.ts';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http-error.ts';
import type { UserRow } from './accounts.ts';
import { bookVisit, type VisitRequest } from './bookings.ts';
import { type Answer, type OnceAnswer, runOnceIfKeyed } from './idempotency.ts';
import { bookingConfirmationMail } from './mail-messages.ts';

/**
 * Books a visit in the visiting hours, once per Idempotency-Key (`key`), and mails the confirmation after the
 * booking is committed, and only once: a replay (or a race lost to the same key) sends nothing.
 */
export async function bookVisitOnce(deps: AppDeps, user: UserRow, input: VisitRequest, key: string | undefined): Promise<OnceAnswer<BookingAnswer>> {
  const now = deps.now();
  if (isBeforeToday(input.bookingDate, todayInKolkata(now))) throw new HttpError(400, 'dateInPast');
  const hours = deps.config.visitHours;
  if (!isInVisitHours(input, hours)) throw new HttpError(400, 'outsideVisitHours', visitHoursValues(hours));

  let mail: ReturnType<typeof bookingConfirmationMail> | null = null;
  const book = async (tx: Db): Promise<Answer<BookingAnswer>> => {
    const { booking, visit } = await bookVisit(tx, user, input, now);
    if (visit) mail = bookingConfirmationMail(visit);
    return { statusCode: 201, body: { message: VISIT_BOOKED, booking } };
  };
  const scope = key ? { userId: user.id, route: 'bookvisit', key } : null;
  const answer = await runOnceIfKeyed(deps.database.db, scope, now, bookingAnswerSchema, book);
  if (mail && !answer.replayed) await deps.mailer.send(mail);
  return answer;
}
