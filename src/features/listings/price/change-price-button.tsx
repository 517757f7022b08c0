import { lazy, Suspense, useState } from 'react';
import { Button } from '#src/ui/button.tsx';
import { Loading } from '#src/ui/loading.tsx';
import type { PricedListing } from './change-price-form.tsx';
import { useT, withWords } from '#src/i18n/language-context.tsx';

// The form and the price rule (zod) arrive only when the owner opens it.
const ChangePriceForm = lazy(() => import('./change-price-form.tsx').then((m) => withWords(m.words, m.default)));

/** The owner's (or an admin's) price change, opened in place on My Properties and the listing's page. */
export function ChangePriceButton({ property }: { property: PricedListing }) {
  const t = useT();
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
