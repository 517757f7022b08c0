import type { ListingSummary } from '../../../domain/catalogue.ts';

/** Listings by id from the device's catalogue (a listing's page offline, compare, a booking's listing). */
export interface ListingsRequest {
  ids: string[];
}
export type ListingsJob = ListingsRequest & { id: number; op: 'listings' };
/** The ones the device holds, in the order asked; an id it lacks is left out. */
export interface ListingsReply {
  id: number;
  listings: ListingSummary[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
/** More ids than a comparison or a page ever asks for is not a request this worker answers. */
const MOST_IDS = 100;

export function isListingsJob(value: unknown): value is ListingsJob {
  if (!isRecord(value) || typeof value.id !== 'number' || value.op !== 'listings') return false;
  const { ids } = value;
  return Array.isArray(ids) && ids.length <= MOST_IDS && ids.every((id) => typeof id === 'string');
}

/** The envelope and each row's id; the rows are the worker's own, made from listings it checked against the catalogue's schema. */
export function isListingsReply(value: unknown): value is ListingsReply {
  if (!isRecord(value) || typeof value.id !== 'number' || !Array.isArray(value.listings)) return false;
  return value.listings.every((row: unknown) => isRecord(row) && typeof row._id === 'string');
}
