import { type FormEvent, useState } from 'react';
import { COMMUTE_LIMITS } from '#src/domain/commute/commute-limits.ts';
import { firstCode } from '#src/domain/error-codes.ts';
import { walkChangeSchema } from '#src/domain/walk-change.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { useErrorMessage, useFieldError } from '#src/lib/error-words.ts';
import { TextField } from '#src/ui/text-field.tsx';
import { useChangeWalk } from './change-walk.ts';
import errorsWords from 'virtual:catalogue/en/errors';
import { OwnerEditActions } from '../components/owner-edit-actions.tsx';

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
      <OwnerEditActions
        offline={t('walk.offline')}
        failure={failure}
        pending={change.isPending}
        busy={t('walk.busy')}
        submit={t('walk.submit')}
        cancel={t('walk.cancel')}
        onCancel={() => onDone(false)}
      />
    </form>
  );
}
