import { lazy } from 'react';
import { useT, withWords } from '#src/i18n/language-context.tsx';
import { OwnerEditToggle } from '../components/owner-edit-toggle.tsx';
import type { PricedListing } from './change-price-form.tsx';

// The form and the price rule (zod) arrive only when the owner opens it.
const ChangePriceForm = lazy(() => import('./change-price-form.tsx').then((m) => withWords(m.words, m.default)));

/** The owner's (or an admin's) price change, opened in place on My Properties and the listing's page. */
export function ChangePriceButton({ property }: { property: PricedListing }) {
  const t = useT();
  return (
    <OwnerEditToggle
      shown={t('price.open')}
      label={t('price.openFor', { name: property.propertyName })}
      loading={t('price.open')}
      form={(done) => <ChangePriceForm property={property} onDone={done} />}
    />
  );
}
