import { useState } from 'react';
import toast from 'react-hot-toast';
import type { AlertMode, SavedSearch } from '../../../domain/saved-search.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdateSavedSearch } from '../api/update-saved-search.ts';
import { savedSearchesCopy as c } from '../copy.ts';

/** Sets a search's alert mode. */
export function useAlertChange(): { change: (search: SavedSearch, mode: AlertMode) => Promise<void>; pending: boolean; notice: string | null } {
  const update = useUpdateSavedSearch();
  const [notice, setNotice] = useState<string | null>(null);
  const change = async (search: SavedSearch, mode: AlertMode) => {
    setNotice(null);
    try {
      await update.mutateAsync({ id: search._id, change: { alert: mode } });
      toast.success(c.alertSaved[mode]);
    } catch (err) {
      toast.error(errorMessage(err, c.updateFailed));
    }
  };
  return { change, pending: update.isPending, notice };
}
