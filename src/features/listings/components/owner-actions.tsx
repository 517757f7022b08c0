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
import { AvailabilityControls } from '../availability/availability-controls.tsx';
import { VisitBar } from './visit-bar.tsx';

/** Whether OwnerActions shows anything: a home off the market has no visit bar for those who do not manage it. */
export function hasOwnerActions(property: Pick<Property, 'owner' | 'availability'>, user: User): boolean {
  return mayManageListing(property.owner, user._id, user.role) || property.availability === undefined || property.availability === 'available';
}

/** The owner or an admin may change the price, the walk to the station or the availability, or delete (confirm, alert, then My Properties); everyone else books a visit. */
export function OwnerActions({ property, user }: { property: Property; user: User }) {
  const t = useT();
  const navigate = useNavigate();
  const remove = useDeleteProperty();
  const offline = useOfflineBlock();
  // A home off the market takes no visits (the server refuses them too).
  if (!hasOwnerActions(property, user)) return null;
  if (!mayManageListing(property.owner, user._id, user.role)) return <VisitBar propertyId={property._id} />;
  return (
    <div className="space-y-3">
      <ChangePriceButton property={property} />
      <ChangeWalkButton property={property} />
      {property.type === 'rent' && <ChangeDepositButton property={property} />}
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
