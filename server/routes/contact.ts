import { type MessageAnswer, messageAnswerSchema } from '../../src/domain/answers.ts';
import { enquirySchema } from '../../src/domain/enquiry.ts';
import { ENQUIRY_SENT } from '../../src/domain/messages.ts';
import type { AppDeps } from '../deps.ts';
import { TEXT_BODY_LIMIT } from '../plugins/body-limits.ts';
import { limitPerIp } from '../plugins/rate-limit.ts';
import { type Api, errorAnswers } from '../plugins/typed-routes.ts';
import { findUserByEmail } from '../services/accounts.ts';
import { saveEnquiry } from '../services/enquiries.ts';
import { idempotencyKey, runOnce, type Answer } from '../services/idempotency.ts';
import { enquiryMail } from '../services/mail-messages.ts';

/** POST /api/property/contactus: the Contact Us form, stored and mailed to the agent. */
export async function contactRoutes(app: Api, deps: AppDeps) {
  const { db } = deps.database;

  const schema = { body: enquirySchema, response: { 201: messageAnswerSchema, ...errorAnswers } };
  app.post('/contactus', { bodyLimit: TEXT_BODY_LIMIT, config: limitPerIp(deps), schema }, async (request, reply) => {
    const key = idempotencyKey(request.headers['idempotency-key']);
    const input = request.body;
    const receivedAt = deps.now();
    const userId = request.user?.id ?? null;

    let isNew = false;
    const save = async (tx: typeof db): Promise<Answer<MessageAnswer>> => {
      isNew = await saveEnquiry(tx, { ...input, userId, createdAt: receivedAt });
      return { statusCode: 201, body: { message: ENQUIRY_SENT } };
    };
    // A signed-in sender's key is remembered like a booking's; a visitor's replay is caught by the repeat window in saveEnquiry.
    const answer =
      key && userId ? await runOnce(db, { userId, route: 'contactus', key }, receivedAt, messageAnswerSchema, save) : { ...(await save(db)), replayed: false };

    if (isNew && !answer.replayed) {
      // In the language of the agent's own account, when the address has one.
      const agent = await findUserByEmail(db, deps.config.agentEmail.toLowerCase());
      await deps.mailer.send(enquiryMail({ ...input, to: deps.config.agentEmail, lang: agent?.lang ?? 'en', receivedAt }));
    }
    if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
    return reply.status(answer.statusCode).send(answer.body);
  });
}
