import { type FormEvent, useState } from 'react';
import { COMMUTE_LIMITS } from '#src/domain/commute/commute-limits.ts';
import { firstCode } from '#src/domain/error-codes.ts';
import { walkChangeSchema } from '#src/domain/walk-change.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { useErrorMessage, useFieldError } from '#src/lib/error-words.ts';
import { Button } from '#src/ui/button.tsx';
import { OfflineNote } from '#src/ui/offline-note.tsx';
import { TextField } from '#src/ui/text-field.tsx';
import { useOfflineBlock } from '#src/ui/use-offline-block.ts';
import { useChangeWalk } from './change-walk.ts';
import errorsWords from 'virtual:catalogue/en/errors';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [errorsWords];

export interface WalkedListing {
  _id: string;
  propertyName: string;
  walkMinutes: number | null;
}

/**
 * The minutes on foot from the door to the station, checked with the upload's rule before they are sent; empty clears
 * them (the commute then counts the stated default). Loaded only when the owner opens it.
 */
export default function ChangeWalkForm({ property, onDone }: { property: WalkedListing; onDone: (saved: boolean) => void }) {
  const t = useT();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldError();
  const [text, setText] = useState(property.walkMinutes === null ? '' : String(property.walkMinutes));
  const [invalid, setInvalid] = useState<string | null>(null);
  const change = useChangeWalk(property._id);
  const offline = useOfflineBlock();
  const failure = change.error ? errorMessage(change.error, t('walk.failed'), t('walk.offline')) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = walkChangeSchema.safeParse({ walkMinutes: text });
    if (!parsed.success) {
      setInvalid(firstCode(parsed.error).code);
      return;
    }
    setInvalid(null);
    change.mutate(parsed.data.walkMinutes, { onSuccess: () => onDone(true) });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-control border border-line p-3">
      <TextField
        label={t('walk.label')}
        type="number"
        inputMode="numeric"
        min={COMMUTE_LIMITS.walk.min}
        max={COMMUTE_LIMITS.walk.max}
        step={1}
        autoComplete="off"
        autoFocus
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (invalid) setInvalid(null);
        }}
        error={fieldError(invalid ?? undefined)}
        hint={t('walk.hint')}
      />
      {offline.blocked && <OfflineNote id={offline.noteId} text={t('walk.offline')} />}
      {failure && (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" className="flex-1" disabled={change.isPending || offline.blocked} aria-describedby={offline.describedBy}>
          {change.isPending ? t('walk.busy') : t('walk.submit')}
        </Button>
        <Button variant="secondary" onClick={() => onDone(false)}>
          {t('walk.cancel')}
        </Button>
      </div>
    </form>
  );
}
