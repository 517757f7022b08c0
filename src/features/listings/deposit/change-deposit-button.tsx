import { lazy } from 'react';
import { useTranslator, withWords } from '#src/i18n/language-context.tsx';
import { costAmount } from '../cost/cost-amount.ts';
import { OwnerEditToggle } from '../components/owner-edit-toggle.tsx';
import type { DepositListing } from './change-deposit-form.tsx';

// The form and the deposit rule (zod) arrive only when the owner opens it.
const ChangeDepositForm = lazy(() => import('./change-deposit-form.tsx').then((m) => withWords(m.words, m.default)));

/** The owner's (or an admin's) security deposit on a rent, beside the price change on the listing's page. */
export function ChangeDepositButton({ property }: { property: DepositListing }) {
  const { lang, t } = useTranslator();
  const deposit = property.deposit ?? null;
  const shown = deposit === null ? t('deposit.openNone') : t('deposit.open', { amount: costAmount(deposit, lang) });
  return (
    <OwnerEditToggle
      shown={shown}
      label={t('deposit.openFor', { label: shown, name: property.propertyName })}
      loading={t('deposit.busy')}
      form={(done) => <ChangeDepositForm property={property} onDone={(saved) => done(saved ? t('deposit.saved') : '')} />}
    />
  );
}
