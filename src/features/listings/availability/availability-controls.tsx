import { useEffect, useRef, useState } from 'react';
import { type Availability, takenState } from '#src/domain/availability-core.ts';
import type { PropertyType } from '#src/domain/property-kinds.ts';
import { ApiError } from '#src/lib/api-client.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { Button } from '#src/ui/button.tsx';
import { OfflineNote } from '#src/ui/offline-note.tsx';
import { useOfflineBlock } from '#src/ui/use-offline-block.ts';
import { useChangeAvailability } from './change-availability.ts';

export interface AvailabilityListing {
  _id: string;
  propertyName: string;
  type: PropertyType;
  availability?: Availability | undefined;
}

type Words = Parameters<ReturnType<typeof useT>>[0];

const ACTION: Record<Availability, { label: Words; labelFor: Words; ask: Words; saved: Words }> = {
  sold: { label: 'avail.markSold', labelFor: 'avail.markSoldFor', ask: 'avail.askSold', saved: 'avail.savedSold' },
  rented: { label: 'avail.markRented', labelFor: 'avail.markRentedFor', ask: 'avail.askRented', saved: 'avail.savedRented' },
  withdrawn: { label: 'avail.withdraw', labelFor: 'avail.withdrawFor', ask: 'avail.askWithdrawn', saved: 'avail.savedWithdrawn' },
  available: { label: 'avail.relist', labelFor: 'avail.relistFor', ask: 'avail.askRelist', saved: 'avail.savedAvailable' },
};

/**
 * A fieldset rather than a section: My Properties shows one per card, and a region landmark must be unique.
 * The owner's (or an admin's) Mark sold / rented, Withdraw and Relist, each asked once more before it is sent. Online
 * only, like the price change: offline the buttons are disabled and say why. `takenInOneTap`: the card already offers
 * Sold or Rented in one tap (ConfirmAvailable on My Properties), so it is not offered twice.
 */
export function AvailabilityControls({ property, takenInOneTap = false }: { property: AvailabilityListing; takenInOneTap?: boolean }) {
  const t = useT();
  const [asking, setAsking] = useState<Availability | null>(null);
  const [saved, setSaved] = useState('');
  const change = useChangeAvailability(property._id);
  const offline = useOfflineBlock();
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);
  const current = property.availability ?? 'available';
  const moves: Availability[] = current !== 'available' ? ['available'] : takenInOneTap ? ['withdrawn'] : [takenState(property.type), 'withdrawn'];
  const failed = change.error ? (change.error instanceof ApiError && change.error.status === 0 ? t('avail.offline') : t('avail.failed')) : null;

  return (
    <fieldset className="m-0 min-w-0 space-y-2 border-0 p-0">
      <legend className="p-0 text-sm font-semibold text-ink">{t('avail.heading')}</legend>
      {offline.blocked && <OfflineNote id={offline.noteId} text={t('avail.offline')} />}
      {asking ? (
        <div className="space-y-2 rounded-control border border-line p-3">
          <p ref={question} tabIndex={-1} className="text-sm text-ink outline-none">
            {t(ACTION[asking].ask)}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant={asking === 'available' ? 'primary' : 'danger'}
              className="flex-1"
              disabled={change.isPending || offline.blocked}
              aria-describedby={offline.describedBy}
              onClick={() =>
                change.mutate(asking, {
                  onSuccess: () => {
                    setSaved(t(ACTION[asking].saved));
                    setAsking(null);
                  },
                })
              }
            >
              {change.isPending ? t('avail.busy') : t('avail.yes')}
            </Button>
            <Button variant="secondary" disabled={change.isPending} onClick={() => setAsking(null)}>
              {t('avail.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {moves.map((to) => (
            <Button
              key={to}
              variant="secondary"
              className="flex-1"
              disabled={offline.blocked}
              aria-describedby={offline.describedBy}
              aria-label={t(ACTION[to].labelFor, { name: property.propertyName })}
              onClick={() => {
                setSaved('');
                change.reset();
                setAsking(to);
              }}
            >
              {t(ACTION[to].label)}
            </Button>
          ))}
        </div>
      )}
      {saved && (
        <p role="status" className="text-xs text-success-strong">
          {saved}
        </p>
      )}
      {failed && (
        <p role="alert" className="text-xs text-danger">
          {failed}
        </p>
      )}
    </fieldset>
  );
}
