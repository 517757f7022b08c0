import { Button } from '#src/ui/button.tsx';
import { useT } from '#src/i18n/language-context.tsx';

/** Says the wizard came back from the device, with the way to start over. */
export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  const t = useT();
  return (
    <div role="status" className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-card border border-brand-200 bg-brand-50 px-4 py-3">
      <p className="text-sm text-brand-900">
        <span className="font-semibold">{t('upload.draftRestored')}</span> {t('upload.draftKept')}
      </p>
      <Button variant="secondary" onClick={onDiscard}>
        {t('upload.discardDraft')}
      </Button>
    </div>
  );
}
