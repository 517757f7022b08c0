import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '../../../domain/answers.ts';
import type { ChangePasswordInput } from '../../../domain/account.ts';
import { api } from '../../../lib/api-client.ts';

export function changePassword(input: ChangePasswordInput) {
  return api<MessageAnswer>('/api/user/changePassword', { method: 'PUT', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
