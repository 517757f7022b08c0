import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserAnswer } from '../../../domain/answers.ts';
import type { LoginInput } from '../../../domain/account.ts';
import { api } from '../../../lib/api-client.ts';
import { meQueryOptions } from '../../../lib/session.ts';

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api<UserAnswer>('/api/auth/login', { method: 'POST', body: input }),
    // SPEC section 4: after login the current user is fetched again.
    onSuccess: () => qc.fetchQuery({ ...meQueryOptions, staleTime: 0 }),
  });
}
