import type { ListingSummary } from '../../../domain/catalogue.ts';
import type { Freshness } from '../../../domain/freshness-core.ts';

/**
 * A search of the device's listings, as the page asks the catalogue worker: the filter as its URL query (what the
 * worker reads back with filterFromParams, so a message can hold nothing a filter cannot), the moment and freshness
 * that decide which listings are out of search, and how many rows to send back.
 */
export interface SearchRequest {
  params: string;
  now: number;
  freshness: Freshness;
  limit: number;
}
export type SearchJob = SearchRequest & { id: number; op: 'search' };

/** The answer: how many match, the first `limit` of them, and the first photos worth fetching ahead for the train. */
export interface SearchResult {
  params: string;
  total: number;
  rows: ListingSummary[];
  photos: string[];
}
export interface SearchReply {
  id: number;
  search: SearchResult | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

function isFreshness(value: unknown): value is Freshness {
  return isRecord(value) && [value.staleDays, value.remindDays, value.unlistDays].every((days) => typeof days === 'number' && Number.isFinite(days));
}

export function isSearchJob(value: unknown): value is SearchJob {
  if (!isRecord(value) || typeof value.id !== 'number' || value.op !== 'search') return false;
  return typeof value.params === 'string' && typeof value.now === 'number' && isFreshness(value.freshness) && isCount(value.limit);
}

/** The envelope; the rows are the worker's own, made from listings it checked against the catalogue's schema. */
export function isSearchReply(value: unknown): value is SearchReply {
  if (!isRecord(value) || typeof value.id !== 'number') return false;
  const s = value.search;
  return (
    s === null ||
    (isRecord(s) &&
      typeof s.params === 'string' &&
      isCount(s.total) &&
      Array.isArray(s.rows) &&
      Array.isArray(s.photos) &&
      s.photos.every((url) => typeof url === 'string'))
  );
}
