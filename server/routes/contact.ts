import type { FastifyInstance } from 'fastify';
import { enquirySchema } from '../../src/domain/enquiry.ts';
import type { AppDeps } from '../deps.ts';
import { parseWith } from '../http-error.ts';
import { limitPerIp } from '../plugins/rate-limit.ts';
import { saveEnquiry } from '../services/enquiries.ts';
import { idempotencyKey, runOnce, type Answer } from '../services/idempotency.ts';
import { enquiryMail } from '../services/mail-messages.ts';

export const ENQUIRY_SENT = 'Your enquiry has been sent!';

/** SPEC section 7, POST /api/property/contactus: the Contact Us form, stored and mailed to the agent. */
export async function contactRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;

  app.post('/contactus', { config: limitPerIp(deps) }, async (request, reply) => {
    const key = idempotencyKey(request.headers['idempotency-key']);
    const input = parseWith(enquirySchema, request.body);
    const receivedAt = deps.now();
    const userId = request.user?.id ?? null;

    let isNew = false;
    const save = async (tx: typeof db): Promise<Answer> => {
      isNew = await saveEnquiry(tx, { ...input, userId, createdAt: receivedAt });
      return { statusCode: 201, body: { message: ENQUIRY_SENT } };
    };
    // A signed-in sender's key is remembered like a booking's; a visitor's replay is caught by the repeat window in saveEnquiry.
    const answer = key && userId ? await runOnce(db, { userId, route: 'contactus', key }, receivedAt, save) : { ...(await save(db)), replayed: false };

    if (isNew && !answer.replayed) await deps.mailer.send(enquiryMail({ ...input, to: deps.config.agentEmail, receivedAt }));
    if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
    return reply.status(answer.statusCode).send(answer.body);
  });
}
