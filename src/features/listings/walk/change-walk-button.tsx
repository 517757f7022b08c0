import { lazy, Suspense, useState } from 'react';
import { useT, withWords } from '#src/i18n/language-context.tsx';
import { Button } from '#src/ui/button.tsx';
import { Loading } from '#src/ui/loading.tsx';
import type { WalkedListing } from './change-walk-form.tsx';

// The form and the walk rule (zod) arrive only when the owner opens it.
const ChangeWalkForm = lazy(() => import('./change-walk-form.tsx').then((m) => withWords(m.words, m.default)));

/** The owner's (or an admin's) walk time to the station, beside the price change on My Properties and the listing's page. */
export function ChangeWalkButton({ property }: { property: WalkedListing }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const shown = property.walkMinutes === null ? t('walk.openNone') : t('walk.open', { minutes: property.walkMinutes });
  if (!open) {
    return (
      <div className="space-y-1.5">
        <Button
          variant="secondary"
          className="w-full"
          // The name starts with what the button shows, so a voice user can say it; the listing's name tells them apart.
          aria-label={t('walk.openFor', { label: shown, name: property.propertyName })}
          onClick={() => {
            setSaved(false);
            setOpen(true);
          }}
        >
          {shown}
        </Button>
        {saved && (
          <p role="status" className="text-xs text-success-strong">
            {t('walk.saved')}
          </p>
        )}
      </div>
    );
  }
  return (
    <Suspense fallback={<Loading text={t('walk.busy')} />}>
      <ChangeWalkForm
        property={property}
        onDone={(done) => {
          setSaved(done);
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
