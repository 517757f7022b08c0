import priceWords from 'virtual:catalogue/en/price';
import walkWords from 'virtual:catalogue/en/walk';
import depositWords from 'virtual:catalogue/en/deposit';
import factsEditWords from 'virtual:catalogue/en/factsEdit';
import type { Property } from '#src/domain/property.ts';
import { Button } from '#src/ui/button.tsx';
import { OfflineNote } from '#src/ui/offline-note.tsx';
import { useOfflineBlock } from '#src/ui/use-offline-block.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { useDeleteProperty } from '../api/delete-property.ts';
import { ChangePriceButton } from '../price/change-price-button.tsx';
import { ChangeWalkButton } from '../walk/change-walk-button.tsx';
import { ChangeDepositButton } from '../deposit/change-deposit-button.tsx';
import { ChangeFactsButton } from '../facts-edit/change-facts-button.tsx';
import { AvailabilityControls } from '../availability/availability-controls.tsx';

/** The words this piece shows beyond the listing page's own (src/i18n/language-context.tsx, `withWords`). */
export const words = [priceWords, walkWords, depositWords, factsEditWords];

/**
 * The owner's (or an admin's) tools on the listing's page: price, walk, deposit, facts, availability, delete (confirm, alert,
 * then `onDeleted`). Loaded only for those who may use them: every other reader of a listing is spared its code.
 */
export function ManageListing({ property, onDeleted }: { property: Property; onDeleted: () => void }) {
  const t = useT();
  const remove = useDeleteProperty();
  const offline = useOfflineBlock();
  return (
    <div className="space-y-3">
      <ChangePriceButton property={property} />
      <ChangeWalkButton property={property} />
      {property.type === 'rent' && <ChangeDepositButton property={property} />}
      <ChangeFactsButton property={property} />
      <AvailabilityControls property={property} />
      {offline.blocked && <OfflineNote id={offline.noteId} text={t('detail.deleteOffline')} />}
      <Button
        variant="danger"
        className="w-full"
        disabled={remove.isPending || offline.blocked}
        aria-describedby={offline.describedBy}
        onClick={() => {
          if (!window.confirm(t('detail.confirmDelete'))) return;
          remove.mutate(property._id, {
            onSuccess: () => {
              window.alert(t('detail.deleted'));
              onDeleted();
            },
            onError: () => window.alert(t('detail.deleteFailed')),
          });
        }}
      >
        {remove.isPending ? t('detail.deleting') : t('detail.deleteProperty')}
      </Button>
    </div>
  );
}
