import { useState } from 'react';
import toast from 'react-hot-toast';
import type { AlertMode, SavedSearch } from '../../../domain/saved-search.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdateSavedSearch } from '../api/update-saved-search.ts';
import { savedSearchesCopy as c } from '../copy.ts';
import { type PushOutcome, turnOnPush } from './turn-on-push.ts';

const NOTICES: Record<Exclude<PushOutcome, 'on'>, string> = { denied: c.push.denied, unsupported: c.push.unsupported, failed: c.push.failed };

/**
 * Sets a search's alert mode. Instant asks for notifications first; if they are refused or impossible the alert is
 * still set (it comes by e-mail) and the notice says why.
 */
export function useAlertChange(): { change: (search: SavedSearch, mode: AlertMode) => Promise<void>; pending: boolean; notice: string | null } {
  const update = useUpdateSavedSearch();
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const change = async (search: SavedSearch, mode: AlertMode) => {
    setNotice(null);
    if (mode === 'instant') {
      setAsking(true);
      const outcome = await turnOnPush();
      setAsking(false);
      if (outcome !== 'on') setNotice(NOTICES[outcome]);
    }
    try {
      await update.mutateAsync({ id: search._id, change: { alert: mode } });
      toast.success(c.alertSaved[mode]);
    } catch (err) {
      toast.error(errorMessage(err, c.updateFailed));
    }
  };
  return { change, pending: asking || update.isPending, notice };
}
