import { messageAnswerSchema } from '../../src/domain/answers.ts';
import { enquirySchema } from '../../src/domain/enquiry.ts';
import type { AppDeps } from '../deps.ts';
import { TEXT_BODY_LIMIT } from '../plugins/body-limits.ts';
import { limitPerIp } from '../plugins/rate-limit.ts';
import { type Api, errorAnswers } from '../plugins/typed-routes.ts';
import { sendEnquiry } from '../services/enquiries.ts';
import { idempotencyKey } from '../services/idempotency.ts';

/** POST /api/property/contactus: the Contact Us form, stored and mailed to the agent. */
export async function contactRoutes(app: Api, deps: AppDeps) {
  const schema = { body: enquirySchema, response: { 201: messageAnswerSchema, ...errorAnswers } };
  app.post('/contactus', { bodyLimit: TEXT_BODY_LIMIT, config: limitPerIp(deps), schema }, async (request, reply) => {
    const answer = await sendEnquiry(deps, request.body, request.user?.id ?? null, idempotencyKey(request.headers['idempotency-key']));
    if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
    return reply.status(answer.statusCode).send(answer.body);
  });
}
