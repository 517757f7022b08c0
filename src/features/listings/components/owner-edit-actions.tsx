import { Button } from '#src/ui/button.tsx';
import { OfflineNote } from '#src/ui/offline-note.tsx';
import { useOfflineBlock } from '#src/ui/use-offline-block.ts';

export interface OwnerEditActionsProps {
  /** Why the form cannot be sent offline: shown, and the disabled submit button points at it. */
  offline: string;
  /** What went wrong with the last attempt, or null. */
  failure: string | null;
  pending: boolean;
  /** The submit button's words while sending, and otherwise. */
  busy: string;
  submit: string;
  cancel: string;
  onCancel: () => void;
}

/**
 * The foot of each in-place owner edit (OwnerEditToggle): the offline note, the failure, Save and Cancel. These edits
 * are online only, as the price change is: offline the Save button is disabled and says why.
 */
export function OwnerEditActions({ offline: offlineText, failure, pending, busy, submit, cancel, onCancel }: OwnerEditActionsProps) {
  const offline = useOfflineBlock();
  return (
    <>
      {offline.blocked && <OfflineNote id={offline.noteId} text={offlineText} />}
      {failure && (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" className="flex-1" disabled={pending || offline.blocked} aria-describedby={offline.describedBy}>
          {pending ? busy : submit}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {cancel}
        </Button>
      </div>
    </>
  );
}
