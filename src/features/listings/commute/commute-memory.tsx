import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ListingFilter } from '#src/domain/listing-filter-core.ts';
import { APPLIED_BY_PANEL, rememberDestination, rememberedDestination } from './remembered-destination.ts';

interface Props {
  filter: ListingFilter;
  /** Changes the list's address from the one last set (useUrlFilter's editFilter). */
  edit: (change: (current: ListingFilter) => ListingFilter, options: { replace: boolean }) => void;
}

/**
 * Brings the destination the reader last applied (the filter panel keeps it) back to a list address without one. Only the station and
 * the desk minutes come back: they add a commute to each card and change neither which listings show nor their order,
 * so a shared link still lists for its reader what it listed for its sender, with the reader's own commute. A limit
 * or the commute sort comes only from the address. An address the panel's plain form made (Apply before the app's code
 * ran) is what the reader applied: it is remembered as a pressed Apply would, and the form's marker leaves the address.
 */
export function CommuteMemory({ filter, edit }: Props) {
  const restored = useRef(false);
  const [params] = useSearchParams();
  const appliedByForm = params.get(APPLIED_BY_PANEL.name) === APPLIED_BY_PANEL.value;
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (appliedByForm) {
      rememberDestination(filter.commuteTo ? { to: filter.commuteTo, deskMinutes: filter.deskMinutes } : null);
      edit((current) => current, { replace: true });
      return;
    }
    const remembered = rememberedDestination();
    if (!filter.commuteTo && remembered) {
      edit((current) => (current.commuteTo ? current : { ...current, commuteTo: remembered.to, deskMinutes: remembered.deskMinutes }), { replace: true });
    }
  }, [appliedByForm, filter.commuteTo, filter.deskMinutes, edit]);
  return null;
}
