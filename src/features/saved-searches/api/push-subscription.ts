import type { MessageAnswer } from '#src/domain/answers.ts';
import type { PushKeyAnswer, PushSubscriptionInput } from '#src/domain/push.ts';
import { api } from '#src/lib/api-client.ts';

export async function getPushKey(): Promise<string> {
  return (await api<PushKeyAnswer>('/api/push/key')).publicKey;
}

export function savePushSubscription(subscription: PushSubscriptionInput): Promise<MessageAnswer> {
  return api<MessageAnswer>('/api/push/subscription', { method: 'PUT', body: subscription });
}
