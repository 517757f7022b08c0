import { COMMUTE_LIMITS } from '#src/domain/commute/commute-limits.ts';
import { walkChangeSchema } from '#src/domain/walk-change.ts';
import { useT } from '#src/i18n/language-context.tsx';
import errorsWords from 'virtual:catalogue/en/errors';
import { OwnerEditForm } from '../components/owner-edit-form.tsx';
import { useChangeWalk } from './change-walk.ts';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [errorsWords];

export interface WalkedListing {
  _id: string;
  propertyName: string;
  walkMinutes: number | null;
}

/**
 * The minutes on foot from the door to the station, checked with the upload's rule; empty clears them (the commute
 * then counts the stated default). Loaded only when the owner opens it.
 */
export default function ChangeWalkForm({ property, onDone }: { property: WalkedListing; onDone: (saved: boolean) => void }) {
  const t = useT();
  return (
    <OwnerEditForm
      initial={property.walkMinutes === null ? '' : String(property.walkMinutes)}
      parse={(text) => walkChangeSchema.safeParse({ walkMinutes: text })}
      value={(data) => data.walkMinutes}
      change={useChangeWalk(property._id)}
      words={{
        label: t('walk.label'),
        offline: t('walk.offline'),
        failed: t('walk.failed'),
        busy: t('walk.busy'),
        submit: t('walk.submit'),
        cancel: t('walk.cancel'),
      }}
      hint={() => t('walk.hint')}
      input={{ type: 'number', min: COMMUTE_LIMITS.walk.min, max: COMMUTE_LIMITS.walk.max, step: 1 }}
      onSaved={() => onDone(true)}
      onCancel={() => onDone(false)}
    />
  );
}
