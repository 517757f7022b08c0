import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '#src/domain/answers.ts';
import type { HiddenAs } from '#src/domain/duplicates-core.ts';
import { api } from '#src/lib/api-client.ts';
import { adminKeys } from '#src/lib/query-keys/admin-keys.ts';

export type Moderation = { action: 'hide'; reason: string; as?: HiddenAs } | { action: 'restore' | 'dismiss-reports' | 'verify' | 'unverify' };

/** POST /api/admin/listings/{id}/hide|restore|dismiss-reports|verify|unverify; every moderation view is read again after it. */
export function useModerateListing(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (m: Moderation) =>
      api<MessageAnswer>(`/api/admin/listings/${encodeURIComponent(id)}/${m.action}`, {
        method: 'POST',
        ...(m.action === 'hide' ? { body: { reason: m.reason, ...(m.as ? { as: m.as } : {}) } } : {}),
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: adminKeys.moderation }),
  });
}
