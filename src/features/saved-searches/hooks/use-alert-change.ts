import { useState } from 'react';
import { toast } from '#src/ui/toast.ts';
import type { AlertMode, SavedSearch } from '#src/domain/saved-search.ts';
import { useErrorMessage } from '#src/lib/error-words.ts';
import { useUpdateSavedSearch } from '../api/update-saved-search.ts';
import type { MessageId } from '@lingui/core';
import { useT } from '#src/i18n/language-context.tsx';
import { type PushOutcome, turnOnPush } from './turn-on-push.ts';

const NOTICES: Record<Exclude<PushOutcome, 'on'>, MessageId> = { denied: 'saved.pushDenied', unsupported: 'saved.pushUnsupported', failed: 'saved.pushFailed' };
const SAVED: Record<AlertMode, MessageId> = { instant: 'saved.alertSavedInstant', daily: 'saved.alertSavedDaily', off: 'saved.alertSavedOff' };

/**
 * Sets a search's alert mode. Instant asks for notifications first; if they are refused or impossible the alert is
 * still set (it comes by e-mail) and the notice says why.
 */
export function useAlertChange(): { change: (search: SavedSearch, mode: AlertMode) => Promise<void>; pending: boolean; notice: string | null } {
  const update = useUpdateSavedSearch();
  const t = useT();
  const errorMessage = useErrorMessage();
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const change = async (search: SavedSearch, mode: AlertMode) => {
    setNotice(null);
    if (mode === 'instant') {
      setAsking(true);
      const outcome = await turnOnPush();
      setAsking(false);
      if (outcome !== 'on') setNotice(t(NOTICES[outcome]));
    }
    try {
      await update.mutateAsync({ id: search._id, change: { alert: mode } });
      toast.success(t(SAVED[mode]));
    } catch (err) {
      toast.error(errorMessage(err, t('saved.updateFailed')));
    }
  };
  return { change, pending: asking || update.isPending, notice };
}
