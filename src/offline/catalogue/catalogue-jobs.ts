import type { StoredCatalogue } from './catalogue-store.ts';

/** What the page asks the catalogue worker: the device's copy, or a sync for the stations browsed. */
export type CatalogueRequest = { op: 'read' } | { op: 'sync'; browsing: [number, number] | null };
export type CatalogueJob = CatalogueRequest & { id: number };

/**
 * What the page learns of the device's copy: never its listings (the worker keeps them and answers the page's reads,
 * reads/held-ops.ts), only how many there are, of which version and when, and the stations they cover.
 */
export interface CatalogueHeadView {
  version: number;
  syncedAt: number;
  /** How many listings the device holds; null when the server withheld them (past the device limit, or no space). */
  count: number | null;
  range: [number, number] | null;
  refused: boolean;
}

/** The worker's answer: its sync's result (a read is a sync that asked nobody), with the job's id. */
export interface CatalogueReply {
  id: number;
  ok: boolean;
  changed: boolean;
  catalogue: CatalogueHeadView | null;
}

export function headView(stored: StoredCatalogue | null): CatalogueHeadView | null {
  if (!stored) return null;
  const { version, syncedAt, range, withheld, refused } = stored;
  return { version, syncedAt, count: withheld ? null : stored.listings.length, range, refused: refused === true };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isStations = (value: unknown): value is [number, number] =>
  Array.isArray(value) && value.length === 2 && value.every((n) => Number.isInteger(n) && n >= 0);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

export function isCatalogueJob(value: unknown): value is CatalogueJob {
  if (!isRecord(value) || typeof value.id !== 'number') return false;
  return value.op === 'read' || (value.op === 'sync' && (value.browsing === null || isStations(value.browsing)));
}

export function isCatalogueReply(value: unknown): value is CatalogueReply {
  if (!isRecord(value) || typeof value.id !== 'number' || typeof value.ok !== 'boolean' || typeof value.changed !== 'boolean') return false;
  const c = value.catalogue;
  return (
    c === null ||
    (isRecord(c) &&
      isCount(c.version) &&
      typeof c.syncedAt === 'number' &&
      (c.count === null || isCount(c.count)) &&
      typeof c.refused === 'boolean' &&
      (c.range === null || isStations(c.range)))
  );
}
