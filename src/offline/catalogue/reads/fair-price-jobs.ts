import type { FairPrice, PricedListing } from '../../../domain/fair-price.ts';
import { PROPERTY_TYPES } from '../../../domain/property-kinds.ts';

/** A listing's price against its station's median among the listings the device holds (src/domain/fair-price.ts). */
export interface FairPriceRequest {
  listing: PricedListing;
}
export type FairPriceJob = FairPriceRequest & { id: number; op: 'fairPrice' };
/** Null: fewer comparable listings than the rule needs, or no price per sq ft. */
export interface FairPriceReply {
  id: number;
  fairPrice: FairPrice | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isPricedListing(value: unknown): value is PricedListing {
  if (!isRecord(value)) return false;
  const { _id, station, type, price, carpetArea } = value;
  return (
    typeof _id === 'string' &&
    (station === null || (Number.isInteger(station) && isNumber(station) && station >= 0)) &&
    PROPERTY_TYPES.some((t) => t === type) &&
    isNumber(price) &&
    isNumber(carpetArea)
  );
}

export function isFairPriceJob(value: unknown): value is FairPriceJob {
  return isRecord(value) && typeof value.id === 'number' && value.op === 'fairPrice' && isPricedListing(value.listing);
}

export function isFairPriceReply(value: unknown): value is FairPriceReply {
  if (!isRecord(value) || typeof value.id !== 'number' || !('fairPrice' in value)) return false;
  const f = value.fairPrice;
  return f === null || (isRecord(f) && isNumber(f.medianPerSqft) && isNumber(f.count) && isNumber(f.percent));
}
