import type { FastifyInstance } from 'fastify';
import { enquirySchema } from '../../src/domain/enquiry.ts';
import type { AppDeps } from '../deps.ts';
import { parseWith } from '../http-error.ts';
import { TEXT_BODY_LIMIT } from '../plugins/body-limits.ts';
import { limitPerIp } from '../plugins/rate-limit.ts';
import { saveEnquiry } from '../services/enquiries.ts';
import { enquiryMail } from '../services/mail-messages.ts';

export const ENQUIRY_SENT = 'Your enquiry has been sent!';

/** SPEC section 7, POST /api/property/contactus: the Contact Us form, stored and mailed to the agent. */
export async function contactRoutes(app: FastifyInstance, deps: AppDeps) {
  app.post('/contactus', { bodyLimit: TEXT_BODY_LIMIT, config: limitPerIp(deps) }, async (request, reply) => {
    const input = parseWith(enquirySchema, request.body);
    const receivedAt = deps.now();
    const isNew = await saveEnquiry(deps.database.db, { ...input, userId: request.user?.id ?? null, createdAt: receivedAt });
    if (isNew) await deps.mailer.send(enquiryMail({ ...input, to: deps.config.agentEmail, receivedAt }));
    return reply.status(201).send({ message: ENQUIRY_SENT });
  });
}
