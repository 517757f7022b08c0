import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserAnswer } from '#src/domain/answers.ts';
import type { UpdateProfileInput } from '#src/domain/account.ts';
import { api } from '#src/lib/api-client.ts';
import { meQueryOptions } from '#src/lib/session.ts';

export function updateProfile(input: UpdateProfileInput) {
  return api<UserAnswer>('/api/user/updateProfile', { method: 'PUT', body: input });
}

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The form shows the stored values again once this settles, so wait for the fresh user.
    onSuccess: () => qc.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
  });
}
