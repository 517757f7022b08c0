import { lazy, Suspense, useState } from 'react';
import { Loading } from '#src/ui/loading.tsx';
import { useT, withWords } from '#src/i18n/language-context.tsx';

// The form, its reasons and its validation arrive only when someone opens it: most visitors never do.
const ReportForm = lazy(() => import('./report-form.tsx').then((m) => withWords(m.words, m.default)));

/** A quiet link under the listing's actions that opens the report form in place. */
export function ReportListingButton({ propertyId }: { propertyId: string }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  if (!open) {
    return (
      <button type="button" className="text-sm font-medium text-ink-muted underline hover:text-danger" onClick={() => setOpen(true)}>
        {t('detail.report')}
      </button>
    );
  }
  return (
    <Suspense fallback={<Loading text={t('detail.report')} />}>
      <ReportForm propertyId={propertyId} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
