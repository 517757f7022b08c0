import { type Property, propertySchema } from '../../src/domain/property.ts';
import type { Db } from '../db/client.ts';
import { encodeJson } from '../encode-json.ts';
import { findProperty } from './listings.ts';
import { readPriceHistory } from './price-history.ts';
import { toProperty } from './property-view.ts';

/**
 * A listing a moderator hid, as its owner opens it: the whole listing with `hidden` and the moderator's reason, so the
 * page can say why and what to do. Null for anyone else (they are answered 404, as if it were gone).
 */
export async function ownHiddenListing(db: Db, id: string, viewerId: string, photoBase: string): Promise<string | null> {
  const row = await findProperty(db, id);
  if (!row?.hiddenAt || row.ownerId !== viewerId) return null;
  const answer: Property = { ...toProperty(row, photoBase, true), ...(await readPriceHistory(db, row)) };
  return encodeJson(propertySchema, answer);
}
