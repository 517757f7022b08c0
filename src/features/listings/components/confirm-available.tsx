import type { ListingSummary } from '#src/domain/catalogue.ts';
import { ApiError } from '#src/lib/api-client.ts';
import { Button } from '#src/ui/button.tsx';
import { OfflineNote } from '#src/ui/offline-note.tsx';
import { useConfirmListing } from '../api/confirm-listing.ts';
import { useChangeAvailability } from '../availability/change-availability.ts';
import { takenState } from '#src/domain/availability-core.ts';
import { useOfflineBlock } from '#src/ui/use-offline-block.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import { formatInstantDate } from '#src/lib/instant-date.ts';

/**
 * On each of the owner's cards: when they last said it is available, and the one tap that says so again, or that it
 * was sold (a sale) or rented (a rent). A listing off the market has nothing to confirm.
 */
export function ConfirmAvailable({ property }: { property: ListingSummary }) {
  const { lang, t } = useTranslator();
  const confirm = useConfirmListing();
  const taken = useChangeAvailability(property._id);
  const offline = useOfflineBlock();
  if (property.availability && property.availability !== 'available') return null;
  const takenTo = takenState(property.type);
  const failed =
    confirm.error instanceof ApiError && confirm.error.status === 0
      ? t('mine.confirmOffline')
      : confirm.error
        ? t('mine.confirmFailed')
        : taken.error
          ? t(taken.error instanceof ApiError && taken.error.status === 0 ? 'mine.takenOffline' : 'mine.takenFailed')
          : null;
  return (
    <div className="space-y-1.5 border-t border-line pt-2">
      <p className="text-xs text-ink-muted">{t('mine.lastConfirmed', { date: formatInstantDate(property.confirmedAt, lang) })}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          className="flex-[2_1_auto]"
          disabled={confirm.isPending || taken.isPending}
          aria-label={t('mine.confirmFor', { name: property.propertyName })}
          onClick={() => confirm.mutate(property._id)}
        >
          {confirm.isPending ? t('mine.confirming') : t('mine.confirm')}
        </Button>
        <Button
          variant="secondary"
          className="flex-[1_1_auto]"
          disabled={confirm.isPending || taken.isPending || offline.blocked}
          aria-describedby={offline.describedBy}
          aria-label={t(takenTo === 'sold' ? 'mine.markSoldFor' : 'mine.markRentedFor', { name: property.propertyName })}
          onClick={() => taken.mutate(takenTo)}
        >
          {taken.isPending ? t('mine.confirming') : t(takenTo === 'sold' ? 'mine.markSold' : 'mine.markRented')}
        </Button>
      </div>
      {offline.blocked && <OfflineNote id={offline.noteId} text={t('mine.takenOffline')} />}
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
