import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Loading } from '../../../ui/loading.tsx';
import type { PricedListing } from './change-price-form.tsx';
import { useWords } from '../../../i18n/language-context.tsx';
import './price-words.ts';

// The form and the price rule (zod) arrive only when the owner opens it.
const ChangePriceForm = lazy(() => import('./change-price-form.tsx'));

/** The owner's (or an admin's) price change, opened in place on My Properties and the listing's page. */
export function ChangePriceButton({ property }: { property: PricedListing }) {
  const t = useWords('price');
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState('');
  if (!open) {
    return (
      <div className="space-y-1.5">
        <Button
          variant="secondary"
          className="w-full"
          aria-label={t('price.openFor', { name: property.propertyName })}
          onClick={() => {
            setSaved('');
            setOpen(true);
          }}
        >
          {t('price.open')}
        </Button>
        {saved && (
          <p role="status" className="text-xs text-success-strong">
            {saved}
          </p>
        )}
      </div>
    );
  }
  return (
    <Suspense fallback={<Loading text={t('price.open')} />}>
      <ChangePriceForm
        property={property}
        onDone={(message) => {
          setSaved(message);
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
