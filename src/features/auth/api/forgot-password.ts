import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '#src/domain/answers.ts';
import { api } from '#src/lib/api-client.ts';

export function requestPasswordReset(input: { email: string }) {
  return api<MessageAnswer>('/api/user/forgotPassword', { method: 'POST', body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
