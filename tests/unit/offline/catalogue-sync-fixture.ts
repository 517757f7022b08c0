import 'fake-indexeddb/auto';
import { encodeCatalogueColumns } from '#src/domain/catalogue-columns/encode.ts';
import type { CatalogueResponse } from '#src/domain/catalogue-wire.ts';
import { CATALOGUE_DB } from '#src/offline/device-data/names.ts';

/** The facts as the server sends a listing that states none (toSummaryTuple always sends them, the deposit as null). */
export { NO_FACTS_TUPLE as NO_FACTS } from '#src/domain/catalogue-wire.ts';

/** The server's answer to the catalogue's request, in the columnar format the device reads. */
export const answer = (body: CatalogueResponse) => new Response(new Blob([encodeCatalogueColumns(body).slice().buffer]), { status: 200 });

/** A device that holds no copy: the catalogue's database deleted. */
export function forgetCatalogue(): Promise<void> {
  return new Promise<void>((done) => {
    const del = indexedDB.deleteDatabase(CATALOGUE_DB);
    del.onsuccess = () => done();
    del.onerror = () => done();
  });
}
