import { messageAnswerSchema } from '../../src/domain/answers.ts';
import {
  PUSH_SUBSCRIPTION_REMOVED,
  PUSH_SUBSCRIPTION_SAVED,
  pushKeyAnswerSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '../../src/domain/push.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser, signedIn } from '../plugins/session.ts';
import { type Api, errorAnswers } from '../plugins/typed-routes.ts';
import { removeSubscription, saveSubscription } from '../services/push-subscriptions.ts';
import { vapidKeys } from '../services/vapid-keys.ts';

const messageAnswer = { 200: messageAnswerSchema, ...errorAnswers };

/** /api/push: the server's VAPID public key, and a signed-in user's browser subscriptions. */
export async function pushRoutes(app: Api, deps: AppDeps) {
  const { db } = deps.database;

  app.get('/key', { schema: { response: { 200: pushKeyAnswerSchema, ...errorAnswers } } }, async () => ({
    publicKey: (await vapidKeys(db, deps.config.push.vapidKeys)).publicKey,
  }));

  app.put('/subscription', { onRequest: signedIn, schema: { body: pushSubscriptionSchema, response: messageAnswer } }, async (request) => {
    const user = requireUser(request);
    await saveSubscription(db, user.id, request.body, deps.config.push.serviceHosts);
    return { message: PUSH_SUBSCRIPTION_SAVED };
  });

  app.delete('/subscription', { onRequest: signedIn, schema: { body: pushUnsubscribeSchema, response: messageAnswer } }, async (request) => {
    const user = requireUser(request);
    await removeSubscription(db, user.id, request.body.endpoint);
    return { message: PUSH_SUBSCRIPTION_REMOVED };
  });
}
