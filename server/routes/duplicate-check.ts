import { duplicateCheckAnswerSchema } from '../../src/domain/duplicates.ts';
import { propertyFieldsSchema } from '../../src/domain/property.ts';
import type { AppDeps } from '../deps.ts';
import { limitPerIp } from '../plugins/rate-limit.ts';
import { requireUser, signedIn } from '../plugins/session.ts';
import { type Api, errorAnswers } from '../plugins/typed-routes.ts';
import { UPLOAD_BODY_LIMIT } from '../plugins/upload-form.ts';
import { checkForDuplicates } from '../services/duplicate-check.ts';

const checkSchemas = {
  consumes: ['multipart/form-data'],
  description: 'multipart/form-data: the same form as POST /api/property/create (the fields of propertyFieldsSchema and 1 to 10 `images`)',
  response: { 200: duplicateCheckAnswerSchema, ...errorAnswers },
};

/** POST /api/property/duplicate-check: the wizard asks before publishing whether the home is listed already. Stores nothing. */
export async function duplicateCheckRoutes(app: Api, deps: AppDeps) {
  app.post('/duplicate-check', { onRequest: signedIn, bodyLimit: UPLOAD_BODY_LIMIT, config: limitPerIp(deps), schema: checkSchemas }, async (request) => {
    requireUser(request);
    const form = await request.uploadForm(propertyFieldsSchema);
    return { possibleDuplicates: await checkForDuplicates(deps.database.db, form.fields, form.files, deps.storage.publicUrl) };
  });
}
