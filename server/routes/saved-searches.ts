import { z } from 'zod';
import { messageAnswerSchema } from '../../src/domain/answers.ts';
import {
  SAVED_SEARCH_DELETED,
  SAVED_SEARCH_SAVED,
  SAVED_SEARCH_UPDATED,
  saveSearchSchema,
  savedSearchAnswerSchema,
  savedSearchSchema,
  updateSavedSearchSchema,
} from '../../src/domain/saved-search.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser, signedIn } from '../plugins/session.ts';
import { type Api, errorAnswers } from '../plugins/typed-routes.ts';
import { deleteSavedSearch, listSavedSearches, markSavedSearchSeen, saveSearch, updateSavedSearch } from '../services/saved-searches.ts';

const idParams = z.object({ id: z.string() });
const searchAnswer = { 200: savedSearchAnswerSchema, ...errorAnswers };

/** /api/user/saved-searches: a signed-in user's saved searches. Every one is the owner's alone. */
export async function savedSearchRoutes(app: Api, deps: AppDeps) {
  const { db } = deps.database;

  app.get(
    '/saved-searches',
    { onRequest: signedIn, schema: { response: { 200: z.object({ searches: z.array(savedSearchSchema) }), ...errorAnswers } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('Cache-Control', 'private, no-store');
      return { searches: await listSavedSearches(db, user.id) };
    },
  );

  app.put(
    '/saved-searches/:id',
    { onRequest: signedIn, schema: { params: idParams, body: saveSearchSchema, response: { 201: savedSearchAnswerSchema, ...searchAnswer } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { search, created } = await saveSearch(db, user.id, request.params.id, request.body, deps.now());
      return reply.code(created ? 201 : 200).send({ message: SAVED_SEARCH_SAVED, search });
    },
  );

  app.patch(
    '/saved-searches/:id',
    { onRequest: signedIn, schema: { params: idParams, body: updateSavedSearchSchema, response: searchAnswer } },
    async (request) => {
      const user = requireUser(request);
      return { message: SAVED_SEARCH_UPDATED, search: await updateSavedSearch(db, user.id, request.params.id, request.body) };
    },
  );

  app.post('/saved-searches/:id/seen', { onRequest: signedIn, schema: { params: idParams, response: searchAnswer } }, async (request) => {
    const user = requireUser(request);
    return { message: SAVED_SEARCH_UPDATED, search: await markSavedSearchSeen(db, user.id, request.params.id, deps.now()) };
  });

  app.delete(
    '/saved-searches/:id',
    { onRequest: signedIn, schema: { params: idParams, response: { 200: messageAnswerSchema, ...errorAnswers } } },
    async (request) => {
      const user = requireUser(request);
      await deleteSavedSearch(db, user.id, request.params.id);
      return { message: SAVED_SEARCH_DELETED };
    },
  );
}
