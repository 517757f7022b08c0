import { brotliDecompressSync } from 'node:zlib';
import { CATALOGUE_COLUMNS_TYPE } from '../../src/domain/catalogue-columns/format.ts';
import { catalogueColumnsAnswerSchema, catalogueParamsSchema, catalogueResponseSchema } from '../../src/domain/catalogue.ts';
import { areaRange } from '../../src/domain/listing-filter.ts';
import type { AppDeps } from '../deps.ts';
import { type Api, errorAnswers, sendEncoded } from '../plugins/typed-routes.ts';
import { createCatalogueAnswers } from '../services/catalogue.ts';
import { createCatalogueColumns } from '../services/catalogue-columns.ts';
import { createSnapshotReader } from '../services/catalogue-snapshot.ts';
import { queueCatalogueSnapshot } from '../services/catalogue-snapshot-job.ts';

/** Whether the client takes brotli (`br` in Accept-Encoding, not refused with q=0). */
function takesBrotli(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    return name?.trim() === 'br' && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}

/**
 * The stored whole catalogue is the same bytes from every process: a CDN may keep it a minute before it asks again
 * (a device given an older version syncs the rest by difference), a browser always revalidates.
 */
const STORED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/** GET /api/property/catalogue: the compact summary of every listing, by difference since the client's version. */
export async function catalogueRoutes(app: Api, deps: AppDeps) {
  // Answered from the listing cache while no listing changes (server/services/catalogue.ts).
  const answers = createCatalogueAnswers(deps.database.db, deps.storage.publicUrl, deps.config.catalogueDeviceLimit);
  const schema = { querystring: catalogueParamsSchema, response: { 200: catalogueResponseSchema, ...errorAnswers } };
  app.get('/catalogue', { schema }, async (request, reply) => sendEncoded(reply, await answers.since(request.query.since, areaRange(request.query))));

  // The same answer in the columnar format the device keeps (src/domain/catalogue-columns), made and compressed once
  // per version. Sent brotli-encoded for the browser to decode natively; a tag a CDN or the browser revalidates with.
  // The whole catalogue is the snapshot the job stored in the shared storage; a version without one has it queued.
  const reader = createSnapshotReader(deps.storage, deps.config.catalogueDeviceLimit, () => queueCatalogueSnapshot(deps, app.log));
  // The storage out of reach is no reason to fail: the process makes the answer itself, as with none stored.
  const snapshot = (version: number) =>
    reader(version).catch((err: unknown) => {
      app.log.error({ err }, 'could not read the catalogue snapshot');
      return null;
    });
  const columns = createCatalogueColumns(deps.database.db, deps.storage.publicUrl, deps.config.catalogueDeviceLimit, snapshot);
  const columnsSchema = { querystring: catalogueParamsSchema, response: { 200: catalogueColumnsAnswerSchema, ...errorAnswers } };
  app.get('/catalogue/columns', { schema: columnsSchema }, async (request, reply) => {
    const answer = await columns(request.query.since, areaRange(request.query));
    const brotli = takesBrotli(request.headers['accept-encoding']);
    const etag = brotli ? `${answer.etag.slice(0, -1)}-br"` : answer.etag;
    reply
      .header('etag', etag)
      .header('vary', 'Accept-Encoding')
      .header('cache-control', answer.stored ? STORED_CACHE_CONTROL : 'public, no-cache')
      .type(CATALOGUE_COLUMNS_TYPE);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send(new Uint8Array(0));
    if (!brotli) return reply.send(brotliDecompressSync(answer.brotli));
    return reply.header('content-encoding', 'br').send(answer.brotli);
  });
}
