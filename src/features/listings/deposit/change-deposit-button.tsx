import { lazy, Suspense, useState } from 'react';
import { useTranslator, withWords } from '#src/i18n/language-context.tsx';
import { Button } from '#src/ui/button.tsx';
import { Loading } from '#src/ui/loading.tsx';
import { costAmount } from '../cost/cost-amount.ts';
import type { DepositListing } from './change-deposit-form.tsx';

// The form and the deposit rule (zod) arrive only when the owner opens it.
const ChangeDepositForm = lazy(() => import('./change-deposit-form.tsx').then((m) => withWords(m.words, m.default)));

/** The owner's (or an admin's) security deposit on a rent, beside the price change on the listing's page. */
export function ChangeDepositButton({ property }: { property: DepositListing }) {
  const { lang, t } = useTranslator();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const deposit = property.deposit ?? null;
  const shown = deposit === null ? t('deposit.openNone') : t('deposit.open', { amount: costAmount(deposit, lang) });
  if (!open) {
    return (
      <div className="space-y-1.5">
        <Button
          variant="secondary"
          className="w-full"
          // The name starts with what the button shows, so a voice user can say it; the listing's name tells them apart.
          aria-label={t('deposit.openFor', { label: shown, name: property.propertyName })}
          onClick={() => {
            setSaved(false);
            setOpen(true);
          }}
        >
          {shown}
        </Button>
        {saved && (
          <p role="status" className="text-xs text-success-strong">
            {t('deposit.saved')}
          </p>
        )}
      </div>
    );
  }
  return (
    <Suspense fallback={<Loading text={t('deposit.busy')} />}>
      <ChangeDepositForm
        property={property}
        onDone={(done) => {
          setSaved(done);
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
