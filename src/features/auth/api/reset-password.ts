import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '#src/domain/answers.ts';
import { api } from '#src/lib/api-client.ts';

export function resetPassword(input: { token: string; newPassword: string }) {
  return api<MessageAnswer>('/api/user/resetPassword', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
