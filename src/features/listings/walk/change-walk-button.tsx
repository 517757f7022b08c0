import { lazy } from 'react';
import { useT, withWords } from '#src/i18n/language-context.tsx';
import { OwnerEditToggle } from '../components/owner-edit-toggle.tsx';
import type { WalkedListing } from './change-walk-form.tsx';

// The form and the walk rule (zod) arrive only when the owner opens it.
const ChangeWalkForm = lazy(() => import('./change-walk-form.tsx').then((m) => withWords(m.words, m.default)));

/** The owner's (or an admin's) walk time to the station, beside the price change on My Properties and the listing's page. */
export function ChangeWalkButton({ property }: { property: WalkedListing }) {
  const t = useT();
  const shown = property.walkMinutes === null ? t('walk.openNone') : t('walk.open', { minutes: property.walkMinutes });
  return (
    <OwnerEditToggle
      shown={shown}
      label={t('walk.openFor', { label: shown, name: property.propertyName })}
      loading={t('walk.busy')}
      form={(done) => <ChangeWalkForm property={property} onDone={(saved) => done(saved ? t('walk.saved') : '')} />}
    />
  );
}
