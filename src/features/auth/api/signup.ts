import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserAnswer } from '#src/domain/answers.ts';
import type { SignupInput } from '#src/domain/account.ts';
import { api } from '#src/lib/api-client.ts';
import { meQueryOptions } from '#src/lib/session.ts';

export function useSignup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SignupInput) => api<UserAnswer>('/api/auth/signup', { method: 'POST', body: input }),
    onSuccess: () => qc.fetchQuery({ ...meQueryOptions, staleTime: 0 }),
  });
}
