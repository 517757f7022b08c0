import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '#src/domain/answers.ts';
import { api } from '#src/lib/api-client.ts';
import { meQueryOptions } from '#src/lib/session.ts';
import { clearUserData } from '#src/offline/device-data/index.ts';

/**
 * `onSignedOut` runs before the user is forgotten, so a page behind a login guard can leave first
 * (e.g. go to '/') instead of being bounced to /login by its guard.
 */
export function useLogout({ onSignedOut }: { onSignedOut?: () => void | Promise<void> } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<MessageAnswer>('/api/auth/logout', { method: 'POST' }),
    onSuccess: async () => {
      await onSignedOut?.();
      // Nothing of the previous user may linger in the cache, nor on the device.
      qc.clear();
      qc.setQueryData(meQueryOptions.queryKey, false);
      await clearUserData();
    },
  });
}
