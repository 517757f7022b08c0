import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messageAnswerSchema, propertyCreatedSchema } from '../../src/domain/answers.ts';
import { listingFilterParamsSchema } from '../../src/domain/listing-filter.ts';
import { unlistCutoff } from '../../src/domain/freshness.ts';
import { listingPageSchema } from '../../src/domain/listing-page.ts';
import { mayManageListing } from '../../src/domain/listing-rights.ts';
import { pageParamsSchema } from '../../src/domain/page.ts';
import { PROPERTY_DELETED, PROPERTY_UPLOADED } from '../../src/domain/messages.ts';
import { PRICE_CHANGED, priceChangedSchema, priceChangeSchema } from '../../src/domain/price-change.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGES, propertyFieldsSchema, propertySchema } from '../../src/domain/property.ts';
import type { AppDeps } from '../deps.ts';
import { createListingCache } from '../services/listing-cache.ts';
import type { ErrorCode } from '../../src/domain/error-codes.ts';
import { HttpError, parseWith } from '../http-error.ts';
import { limitPerIp } from '../plugins/rate-limit.ts';
import { requireUser, signedIn } from '../plugins/session.ts';
import { encodeJson } from '../encode-json.ts';
import { type Api, errorAnswers, sendEncoded } from '../plugins/typed-routes.ts';
import { deleteListing, findListings, getListedPropertyOr404, getPropertyOr404 } from '../services/listings.ts';
import { createListing, ownedPhotoFiles } from '../services/new-listing.ts';
import { changePrice } from '../services/price-change.ts';
import { queuePriceDrop } from '../services/price-drops.ts';
import { queueListingAlerts } from '../services/search-alerts.ts';
import { toProperty } from '../services/property-view.ts';

/** Multipart limits: the spec's 10 photos of 5 MB, and room for the text fields and nothing else. */
const LIMITS = { files: MAX_IMAGES, fileSize: MAX_IMAGE_BYTES, fields: 30, fieldSize: 32 * 1024, parts: MAX_IMAGES + 30, headerPairs: 200 };
/** The largest form those limits allow, with 1 KB per part for its boundary and headers: a longer declared body is refused unread. */
const UPLOAD_BODY_LIMIT = LIMITS.files * LIMITS.fileSize + LIMITS.fields * LIMITS.fieldSize + LIMITS.parts * 1024;

const MULTIPART_ERRORS: Record<string, [number, ErrorCode]> = {
  FST_REQ_FILE_TOO_LARGE: [413, 'imageTooLarge'],
  FST_FILES_LIMIT: [400, 'imagesTooMany'],
  FST_FIELDS_LIMIT: [413, 'tooManyFields'],
  FST_PARTS_LIMIT: [413, 'tooManyFields'],
  FST_PROTO_VIOLATION: [400, 'invalidData'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'invalidData'],
};

interface UploadForm {
  fields: Record<string, string>;
  files: Buffer[];
}

/** Reads the whole form into memory (at most 10 x 5 MB), turning the multipart limits into the spec's messages. */
async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  const form: UploadForm = { fields: {}, files: [] };
  if (!request.isMultipart()) {
    const body = request.body;
    if (body && typeof body === 'object') for (const [k, v] of Object.entries(body)) form.fields[k] = typeof v === 'string' ? v : JSON.stringify(v);
    return form;
  }
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // A form posted with an empty file input still sends a nameless, empty part.
        if (bytes.length > 0 || part.filename) form.files.push(bytes);
      } else {
        if (part.valueTruncated) throw new HttpError(413, 'fieldTooLong');
        // A NUL is left in: the shared text rule answers it with its own message, as on every other endpoint.
        form.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    const code = err && typeof err === 'object' && 'code' in err && typeof err.code === 'string' ? err.code : '';
    const known = MULTIPART_ERRORS[code];
    if (known) throw new HttpError(known[0], known[1]);
    if (err instanceof HttpError) throw err;
    // Everything else the parser throws is about the bytes the client sent (a truncated body, a wrong
    // boundary, a malformed part header): it carries no code, but it is bad input, not our fault.
    throw new HttpError(400, 'brokenForm');
  }
  return form;
}

/** A repeated query parameter counts once: the last one, as a browser's URL bar would show it. */
function lastValues(query: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (query && typeof query === 'object') {
    for (const [k, v] of Object.entries(query)) {
      const value: unknown = Array.isArray(v) ? v[v.length - 1] : v;
      if (typeof value === 'string') out[k] = value;
    }
  }
  return out;
}

const listQuerySchema = listingFilterParamsSchema.extend(pageParamsSchema.shape);
const idParams = z.object({ id: z.string() });

/**
 * The upload is multipart, which a zod body schema cannot describe field by field: the fields are checked with the
 * same `propertyFieldsSchema` after the form is read, and the OpenAPI document names the parts here.
 */
const uploadBody = {
  description: 'multipart/form-data: the fields of propertyFieldsSchema, and 1 to 10 `images` (PNG, JPEG or WebP, 5 MB each)',
};

const HOUR_MS = 60 * 60 * 1000;
const hourFloor = (d: Date) => new Date(Math.floor(d.getTime() / HOUR_MS) * HOUR_MS);

/** SPEC section 7, the listing paths of /api/property: upload, search, detail, delete; and the owner's price change (issue 19). */
export async function propertyRoutes(app: Api, deps: AppDeps) {
  const { db } = deps.database;
  await app.register(multipart, { limits: LIMITS, throwFileSizeLimit: true });

  const createSchemas = { consumes: ['multipart/form-data'], ...uploadBody, response: { 201: propertyCreatedSchema, ...errorAnswers } };
  app.post('/create', { onRequest: signedIn, bodyLimit: UPLOAD_BODY_LIMIT, config: limitPerIp(deps), schema: createSchemas }, async (request, reply) => {
    const user = requireUser(request);
    const form = await readUploadForm(request);
    const fields = parseWith(propertyFieldsSchema, form.fields);
    const row = await createListing(db, deps.storage, user.id, fields, form.files);
    // The listing is published whatever happens to its alerts; a failure to queue them is logged, not answered.
    await queueListingAlerts(deps, row).catch((err: unknown) => request.log.error({ err }, 'listing alerts not queued'));
    return reply.status(201).send({ message: PROPERTY_UPLOADED, property: toProperty(row, deps.storage.publicUrl) });
  });

  // The public reads answer from the listing cache while no listing has changed (server/services/listing-cache.ts).
  const cache = createListingCache(db);
  const listSchemas = { querystring: listQuerySchema, response: { 200: listingPageSchema, ...errorAnswers } };
  const lastQueryValues = async (request: FastifyRequest) => {
    request.query = lastValues(request.query);
  };
  app.get('/getProperties', { preValidation: lastQueryValues, schema: listSchemas }, async (request, reply) => {
    const { limit, cursor, ...filter } = request.query;
    // Unlisting by age moves no change counter: the cutoff, to the hour, is part of the key instead (decision 0040).
    const unlistedBefore = hourFloor(unlistCutoff(deps.now(), deps.config.freshness));
    // Keyed by the parsed filter, so URLs that differ only in spelling (order, case of a station) share an entry.
    const body = await cache.read(`list ${JSON.stringify([filter, limit, cursor ?? null, unlistedBefore.getTime()])}`, async () =>
      encodeJson(listingPageSchema, await findListings(db, filter, { limit, cursor }, deps.storage.publicUrl, unlistedBefore)),
    );
    return sendEncoded(reply, body);
  });

  app.get('/getProperty/:id', { schema: { params: idParams, response: { 200: propertySchema, ...errorAnswers } } }, async (request, reply) => {
    const body = await cache.read(`one ${request.params.id}`, async () =>
      encodeJson(propertySchema, toProperty(await getListedPropertyOr404(db, request.params.id), deps.storage.publicUrl)),
    );
    return sendEncoded(reply, body);
  });

  const deleteSchemas = { params: idParams, response: { 200: messageAnswerSchema, ...errorAnswers } };
  app.delete('/delete/:id', { onRequest: signedIn, schema: deleteSchemas }, async (request) => {
    const user = requireUser(request);
    const row = await getPropertyOr404(db, request.params.id);
    if (!mayManageListing(row.ownerId, user.id, user.role)) throw new HttpError(403, 'notAllowed');
    const deleted = await deleteListing(db, row.id);
    if (deleted) {
      // The row is gone either way; a photo file left behind is only disk space, so log it rather than fail.
      await deps.storage.remove(ownedPhotoFiles(deleted)).catch((err: unknown) => request.log.warn({ err, id: row.id }, 'photo removal failed'));
    }
    return { message: PROPERTY_DELETED };
  });

  const priceSchemas = { params: idParams, body: priceChangeSchema, response: { 200: priceChangedSchema, ...errorAnswers } };
  app.patch('/:id/price', { onRequest: signedIn, schema: priceSchemas }, async (request) => {
    const user = requireUser(request);
    const { row, oldPrice } = await changePrice(db, user, request.params.id, request.body.price);
    // The new price stands whatever happens to its notices; a failure to queue them is logged, not answered.
    await queuePriceDrop(deps, row, oldPrice).catch((err: unknown) => request.log.error({ err }, 'price drop not queued'));
    return { message: PRICE_CHANGED, property: toProperty(row, deps.storage.publicUrl, row.ownerId === user.id) };
  });
}
