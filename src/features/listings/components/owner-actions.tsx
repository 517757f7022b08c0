import { useNavigate } from 'react-router';
import type { User } from '#src/domain/account.ts';
import { mayManageListing } from '#src/domain/listing-rights.ts';
import type { Property } from '#src/domain/property.ts';
import { Button } from '#src/ui/button.tsx';
import { OfflineNote } from '#src/ui/offline-note.tsx';
import { useOfflineBlock } from '#src/ui/use-offline-block.ts';
import { useDeleteProperty } from '../api/delete-property.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { ChangePriceButton } from '../price/change-price-button.tsx';
import { ChangeWalkButton } from '../walk/change-walk-button.tsx';
import { ChangeDepositButton } from '../deposit/change-deposit-button.tsx';
import { VisitBar } from './visit-bar.tsx';

/** The owner or an admin may change the price or the walk to the station, or delete (confirm, alert, then My Properties); everyone else books a visit. */
export function OwnerActions({ property, user }: { property: Property; user: User }) {
  const t = useT();
  const navigate = useNavigate();
  const remove = useDeleteProperty();
  const offline = useOfflineBlock();
  if (!mayManageListing(property.owner, user._id, user.role)) return <VisitBar propertyId={property._id} />;
  return (
    <div className="space-y-3">
      <ChangePriceButton property={property} />
      <ChangeWalkButton property={property} />
      {property.type === 'rent' && <ChangeDepositButton property={property} />}
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
              navigate('/my-properties');
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
