import type { StoredCatalogue } from './catalogue-store.ts';

/** What the page asks the catalogue worker: the device's copy, or a sync for the stations browsed. */
export type CatalogueRequest = { op: 'read' } | { op: 'sync'; browsing: [number, number] | null };
export type CatalogueJob = CatalogueRequest & { id: number };

/** The worker's answer: its sync's result (a read is a sync that asked nobody), with the job's id. */
export interface CatalogueReply {
  id: number;
  ok: boolean;
  changed: boolean;
  catalogue: StoredCatalogue | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isStations = (value: unknown): value is [number, number] =>
  Array.isArray(value) && value.length === 2 && value.every((n) => Number.isInteger(n) && n >= 0);

export function isCatalogueJob(value: unknown): value is CatalogueJob {
  if (!isRecord(value) || typeof value.id !== 'number') return false;
  return value.op === 'read' || (value.op === 'sync' && (value.browsing === null || isStations(value.browsing)));
}

/**
 * The envelope is checked here; the listings inside were checked against the catalogue's schema in the worker, which
 * is the point of the worker: the page never builds or runs that schema.
 */
export function isCatalogueReply(value: unknown): value is CatalogueReply {
  if (!isRecord(value) || typeof value.id !== 'number' || typeof value.ok !== 'boolean' || typeof value.changed !== 'boolean') return false;
  const c = value.catalogue;
  return (
    c === null ||
    (isRecord(c) &&
      typeof c.version === 'number' &&
      typeof c.syncedAt === 'number' &&
      Array.isArray(c.listings) &&
      typeof c.withheld === 'boolean' &&
      (c.range === null || isStations(c.range)))
  );
}
