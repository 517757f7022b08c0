import { z } from 'zod';
import { messageAnswerSchema, propertyCreatedSchema } from '../../src/domain/answers.ts';
import { AVAILABILITY_CHANGED, availabilityChangedSchema, availabilityChangeSchema } from '../../src/domain/availability.ts';
import { FACTS_CHANGED, factsChangedSchema, factsChangeSchema } from '../../src/domain/listing-facts-change.ts';
import { listingFilterParamsSchema } from '../../src/domain/listing-filter.ts';
import { listingPageSchema } from '../../src/domain/listing-page.ts';
import { pageParamsSchema } from '../../src/domain/page.ts';
import { PROPERTY_DELETED, PROPERTY_UPLOADED } from '../../src/domain/messages.ts';
import { DEPOSIT_CHANGED, depositChangedSchema, depositChangeSchema } from '../../src/domain/deposit-change.ts';
import { PRICE_CHANGED, priceChangedSchema, priceChangeSchema } from '../../src/domain/price-change.ts';
import { propertyFieldsSchema, propertySchema } from '../../src/domain/property.ts';
import { WALK_CHANGED, walkChangedSchema, walkChangeSchema } from '../../src/domain/walk-change.ts';
import type { AppDeps } from '../deps.ts';
import { lastQueryValues } from '../plugins/query-values.ts';
import { limitPerIp } from '../plugins/rate-limit.ts';
import { requireUser, signedIn } from '../plugins/session.ts';
import { type Api, errorAnswers, sendEncoded } from '../plugins/typed-routes.ts';
import { UPLOAD_BODY_LIMIT } from '../plugins/upload-form.ts';
import { noteDetailView } from '../services/detail-views.ts';
import { createPropertyListings } from '../services/property-listings.ts';
import { VIEW_MARK_COOKIE, viewMarkCookie } from '../services/view-marks.ts';

const listQuerySchema = listingFilterParamsSchema.extend(pageParamsSchema.shape);
const idParams = z.object({ id: z.string() });

/**
 * The upload is multipart, which a zod body schema cannot describe field by field: the fields are checked with the
 * same `propertyFieldsSchema` after the form is read, and the OpenAPI document names the parts here.
 */
const uploadBody = {
  description: 'multipart/form-data: the fields of propertyFieldsSchema, and 1 to 10 `images` (PNG, JPEG or WebP, 5 MB each)',
};

/** The listing paths of /api/property: upload, search, detail, delete; and the owner's price, walk time, deposit, facts and availability changes. */
export async function propertyRoutes(app: Api, deps: AppDeps) {
  const listings = createPropertyListings(deps);

  const createSchemas = { consumes: ['multipart/form-data'], ...uploadBody, response: { 201: propertyCreatedSchema, ...errorAnswers } };
  app.post('/create', { onRequest: signedIn, bodyLimit: UPLOAD_BODY_LIMIT, config: limitPerIp(deps), schema: createSchemas }, async (request, reply) => {
    const user = requireUser(request);
    const { property, possibleDuplicates } = await listings.publish(user, await request.uploadForm(propertyFieldsSchema), request.log);
    return reply.status(201).send({ message: PROPERTY_UPLOADED, property, possibleDuplicates });
  });

  const listSchemas = { querystring: listQuerySchema, response: { 200: listingPageSchema, ...errorAnswers } };
  app.get('/getProperties', { preValidation: lastQueryValues, schema: listSchemas }, async (request, reply) =>
    sendEncoded(reply, await listings.page(request.query)),
  );

  app.get('/getProperty/:id', { schema: { params: idParams, response: { 200: propertySchema, ...errorAnswers } } }, async (request, reply) => {
    const viewerId = request.user?.id ?? null;
    const answer = await listings.one(request.params.id, viewerId);
    const view = { propertyId: request.params.id, viewerId, mark: request.cookies[VIEW_MARK_COOKIE] };
    reply.setCookie(VIEW_MARK_COOKIE, await noteDetailView(deps, view, request.log), viewMarkCookie(deps));
    return sendEncoded(reply, answer);
  });

  const deleteSchemas = { params: idParams, response: { 200: messageAnswerSchema, ...errorAnswers } };
  app.delete('/delete/:id', { onRequest: signedIn, schema: deleteSchemas }, async (request) => {
    await listings.remove(requireUser(request), request.params.id, request.log);
    return { message: PROPERTY_DELETED };
  });

  const priceSchemas = { params: idParams, body: priceChangeSchema, response: { 200: priceChangedSchema, ...errorAnswers } };
  app.patch('/price/:id', { onRequest: signedIn, schema: priceSchemas }, async (request) => {
    const property = await listings.reprice(requireUser(request), request.params.id, request.body.price, request.log);
    return { message: PRICE_CHANGED, property };
  });

  const walkSchemas = { params: idParams, body: walkChangeSchema, response: { 200: walkChangedSchema, ...errorAnswers } };
  app.patch('/walk/:id', { onRequest: signedIn, schema: walkSchemas }, async (request) => {
    const property = await listings.rewalk(requireUser(request), request.params.id, request.body.walkMinutes);
    return { message: WALK_CHANGED, property };
  });

  const depositSchemas = { params: idParams, body: depositChangeSchema, response: { 200: depositChangedSchema, ...errorAnswers } };
  app.patch('/deposit/:id', { onRequest: signedIn, schema: depositSchemas }, async (request) => {
    const property = await listings.redeposit(requireUser(request), request.params.id, request.body.deposit);
    return { message: DEPOSIT_CHANGED, property };
  });

  const factsSchemas = { params: idParams, body: factsChangeSchema, response: { 200: factsChangedSchema, ...errorAnswers } };
  app.patch('/facts/:id', { onRequest: signedIn, schema: factsSchemas }, async (request) => {
    const property = await listings.restateFacts(requireUser(request), request.params.id, request.body);
    return { message: FACTS_CHANGED, property };
  });

  const availabilitySchemas = { params: idParams, body: availabilityChangeSchema, response: { 200: availabilityChangedSchema, ...errorAnswers } };
  app.patch('/availability/:id', { onRequest: signedIn, schema: availabilitySchemas }, async (request) => {
    const property = await listings.setAvailability(requireUser(request), request.params.id, request.body.availability);
    return { message: AVAILABILITY_CHANGED, property };
  });
}
