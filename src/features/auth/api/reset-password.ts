import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function resetPassword(input: { token: string; newPassword: string }) {
  return api<{ message: string }>('/api/user/resetPassword', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
