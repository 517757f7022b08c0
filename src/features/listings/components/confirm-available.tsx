import type { ListingSummary } from '#src/domain/catalogue.ts';
import { ApiError } from '#src/lib/api-client.ts';
import { Button } from '#src/ui/button.tsx';
import { useConfirmListing } from '../api/confirm-listing.ts';
import { LANGS, LOCALES } from '#src/domain/languages.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';

const DAY = new Map(
  LANGS.map((lang) => [lang, new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })]),
);

/** On each of the owner's cards: when they last said it is available, and the one tap that says so again. */
export function ConfirmAvailable({ property }: { property: ListingSummary }) {
  const { lang, t } = useTranslator();
  const confirm = useConfirmListing();
  const failed = confirm.error instanceof ApiError && confirm.error.status === 0 ? t('mine.confirmOffline') : confirm.error ? t('mine.confirmFailed') : null;
  return (
    <div className="space-y-1.5 border-t border-line pt-2">
      <p className="text-xs text-ink-muted">
        {t('mine.lastConfirmed', { date: DAY.get(lang)?.format(new Date(property.confirmedAt)) ?? property.confirmedAt })}
      </p>
      <Button
        variant="secondary"
        className="w-full"
        disabled={confirm.isPending}
        aria-label={t('mine.confirmFor', { name: property.propertyName })}
        onClick={() => confirm.mutate(property._id)}
      >
        {confirm.isPending ? t('mine.confirming') : t('mine.confirm')}
      </Button>
      {confirm.isSuccess && (
        <p role="status" className="text-xs text-success-strong">
          {confirm.data.message}
        </p>
      )}
      {failed && (
        <p role="alert" className="text-xs text-danger">
          {failed}
        </p>
      )}
    </div>
  );
}
