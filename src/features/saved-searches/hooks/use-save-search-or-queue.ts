import { toast } from '#src/ui/toast.ts';
import type { SaveSearchInput } from '#src/domain/saved-search.ts';
import { ApiError } from '#src/lib/api-client.ts';
import { useErrorMessage } from '#src/lib/error-words.ts';
import { newIdempotencyKey } from '#src/lib/idempotency-key.ts';
import { useAuth } from '#src/lib/session.ts';
import { useOnline } from '#src/lib/use-online.ts';
import { askPersistentStorage } from '#src/offline/index.ts';
import { queueSaveSearch } from '../api/queue-save-search.ts';
import { useSaveSearch } from '../api/save-search.ts';
import { useT } from '#src/i18n/language-context.tsx';

/** Send now or queue, decided here once: offline, or when the request gets no answer, the outbox sends the same PUT later. */
export function useSaveSearchOrQueue(): { submit: (input: SaveSearchInput) => Promise<boolean>; pending: boolean } {
  const save = useSaveSearch();
  const t = useT();
  const errorMessage = useErrorMessage();
  const auth = useAuth();
  const online = useOnline();

  const submit = async (input: SaveSearchInput): Promise<boolean> => {
    if (!auth) return false;
    // Something of the user's to keep, here or in the outbox: the browser is asked not to evict it.
    void askPersistentStorage({ saved: true });
    const id = newIdempotencyKey();
    const queue = async () => {
      await queueSaveSearch(auth._id, id, input);
      toast.success(t('saved.queued'));
      return true;
    };
    if (!online) return queue();
    try {
      await save.mutateAsync({ id, input });
      toast.success(t('saved.saved'));
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.status === 0) return queue();
      toast.error(errorMessage(err, t('saved.failed')));
      return false;
    }
  };
  return { submit, pending: save.isPending };
}
