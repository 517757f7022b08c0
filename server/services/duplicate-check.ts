import type { PossibleDuplicate } from '../../src/domain/duplicates.ts';
import type { PropertyFields } from '../../src/domain/property.ts';
import { stationIndexOf } from '../../src/domain/stations.ts';
import type { Db } from '../db/client.ts';
import { findPossibleDuplicates } from './duplicates.ts';
import { hashUploads } from './new-listing.ts';

/** The listed homes a form would be a copy of, as the upload would find them; nothing is stored. */
export async function checkForDuplicates(db: Db, fields: PropertyFields, files: Buffer[], photoBase: string): Promise<PossibleDuplicate[]> {
  const { hashes } = await hashUploads(files);
  const matches = await findPossibleDuplicates(db, { ...fields, station: stationIndexOf(fields.location) }, hashes, photoBase);
  return matches.map(({ mine: _mine, theirKey: _theirKey, ...match }) => match);
}
