import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '#src/domain/answers.ts';
import type { ChangePasswordInput } from '#src/domain/account.ts';
import { api } from '#src/lib/api-client.ts';

export function changePassword(input: ChangePasswordInput) {
  return api<MessageAnswer>('/api/user/changePassword', { method: 'PUT', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
