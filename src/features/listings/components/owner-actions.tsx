import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '#src/domain/account.ts';
import { mayManageListing } from '#src/domain/listing-rights.ts';
import type { Property } from '#src/domain/property.ts';
import { useT, withWords } from '#src/i18n/language-context.tsx';
import { useHydrated } from '#src/lib/use-hydrated.ts';
import { VisitBar } from './visit-bar.tsx';

const ManageListing = lazy(() => import('./manage-listing.tsx').then((m) => withWords(m.words, m.ManageListing)));

/** Whether OwnerActions shows anything: a home off the market has no visit bar for those who do not manage it. */
export function hasOwnerActions(property: Pick<Property, 'owner' | 'availability'>, user: User): boolean {
  return mayManageListing(property.owner, user._id, user.role) || property.availability === undefined || property.availability === 'available';
}

/** The owner or an admin manages the listing (manage-listing.tsx); everyone else books a visit. */
export function OwnerActions({ property, user }: { property: Property; user: User }) {
  const t = useT();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // A home off the market takes no visits (the server refuses them too).
  if (!hasOwnerActions(property, user)) return null;
  if (!mayManageListing(property.owner, user._id, user.role)) return <VisitBar propertyId={property._id} />;
  const loading = (
    <p role="status" className="py-2 text-sm text-ink-muted">
      {t('detail.manageLoading')}
    </p>
  );
  // Not in the server's page: its buttons would be dead until their code arrived, and a tap on them lost.
  if (!hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <ManageListing property={property} onDeleted={() => navigate('/my-properties')} />
    </Suspense>
  );
}
