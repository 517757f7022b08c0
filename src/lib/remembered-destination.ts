import { COMMUTE_LIMITS } from '#src/domain/commute/commute-limits.ts';
import { type Station, STATIONS } from '#src/domain/stations.ts';

export const DESTINATION_STORAGE_KEY = 'mumbai-homes.commute';

/** Where the reader travels to, as this device last heard it: the list's chosen station and desk minutes. */
export interface RememberedDestination {
  to: Station;
  deskMinutes: number | null;
}

/** What storage holds is read, not trusted: another version of the app, or a hand edit, may have put anything there. */
export function parseDestination(raw: string | null): RememberedDestination | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || !('to' in value)) return null;
  const to = STATIONS.find((s) => s === value.to);
  if (!to) return null;
  const desk = 'deskMinutes' in value ? value.deskMinutes : null;
  const { min, max } = COMMUTE_LIMITS.desk;
  return { to, deskMinutes: typeof desk === 'number' && Number.isInteger(desk) && desk >= min && desk <= max ? desk : null };
}

export function rememberedDestination(): RememberedDestination | null {
  try {
    return parseDestination(localStorage.getItem(DESTINATION_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Kept, or forgotten with null. Storage may be blocked (private modes): the URL still carries the choice. */
export function rememberDestination(destination: RememberedDestination | null): void {
  try {
    if (destination) localStorage.setItem(DESTINATION_STORAGE_KEY, JSON.stringify(destination));
    else localStorage.removeItem(DESTINATION_STORAGE_KEY);
  } catch {
    // Nothing to do: the choice lasts as long as the address.
  }
}
