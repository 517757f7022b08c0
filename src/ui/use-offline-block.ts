import { useId } from 'react';
import { useOnline } from '../lib/use-online.ts';

/**
 * For a control that cannot work offline: `blocked` disables it, and
 * `describedBy` points it at the OfflineNote rendered with `noteId`, so the reason is read with the control.
 */
export function useOfflineBlock(): { blocked: boolean; noteId: string; describedBy: string | undefined } {
  const online = useOnline();
  const noteId = useId();
  return { blocked: !online, noteId, describedBy: online ? undefined : noteId };
}
