import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignupInput, User } from '../../../domain/account.ts';
import { api } from '../../../lib/api-client.ts';
import { meQueryOptions } from '../../../lib/session.ts';

export function useSignup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SignupInput) => api<{ user: User }>('/api/auth/signup', { method: 'POST', body: input }),
    onSuccess: () => qc.fetchQuery({ ...meQueryOptions, staleTime: 0 }),
  });
}
