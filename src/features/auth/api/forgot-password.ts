import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function requestPasswordReset(input: { email: string }) {
  return api<{ message: string }>('/api/user/forgotPassword', { method: 'POST', body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
