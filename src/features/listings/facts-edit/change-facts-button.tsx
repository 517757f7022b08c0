import { lazy } from 'react';
import { useT, withWords } from '#src/i18n/language-context.tsx';
import { OwnerEditToggle } from '../components/owner-edit-toggle.tsx';
import type { FactsListing } from './change-facts-form.tsx';

// The form, the upload's facts fields and their rules (zod, react-hook-form) arrive only when the owner opens it.
const ChangeFactsForm = lazy(() => import('./change-facts-form.tsx').then((m) => withWords(m.words, m.default)));

/** The owner's (or an admin's) facts of the listing (who lists it, maintenance, floor, possession...), with the other edits. */
export function ChangeFactsButton({ property }: { property: FactsListing }) {
  const t = useT();
  return (
    <OwnerEditToggle
      shown={t('factsEdit.open')}
      label={t('factsEdit.openFor', { name: property.propertyName })}
      loading={t('factsEdit.loading')}
      form={(done) => <ChangeFactsForm property={property} onDone={(saved) => done(saved ? t('factsEdit.saved') : '')} />}
    />
  );
}
