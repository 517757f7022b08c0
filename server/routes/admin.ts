import type { FastifyInstance } from 'fastify';
import { bookingStatusSchema } from '../../src/domain/booking-actions.ts';
import type { AppDeps } from '../deps.ts';
import { parseWith } from '../http-error.ts';
import { requireAdmin } from '../plugins/session.ts';
import { adminStats, listUsers } from '../services/admin.ts';
import { listAllBookings, setBookingStatus, STATUS_UPDATED } from '../services/bookings.ts';
import { bookingStatusMail } from '../services/mail-messages.ts';

/** SPEC section 7, /api/admin/*: role admin only (403 for others, 401 when not signed in). */
export async function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;

  // onRequest: the role is checked before a body is even read.
  app.addHook('onRequest', async (request, reply) => {
    requireAdmin(request);
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get('/get-stats', async () => adminStats(db));

  app.get('/get-users', async () => listUsers(db));

  app.get('/get-bookings', async () => listAllBookings(db));

  app.patch<{ Params: { id: string } }>('/update-booking-status/:id', async (request) => {
    const { status } = parseWith(bookingStatusSchema, request.body);
    const { booking, visit, changed } = await setBookingStatus(db, request.params.id, status);
    if (changed && visit) await deps.mailer.send(bookingStatusMail(visit, status));
    return { message: STATUS_UPDATED, booking };
  });
}
