import { writeFileSync } from 'node:fs';
import { OPENAPI_FILE, openApiDocument } from '../tests/helpers/openapi.ts';
import { API_TYPES_FILE, apiTypesOf } from '../tests/helpers/openapi-types.ts';

// `npm run openapi`: rewrites docs/openapi.json from the routes' zod schemas, and the client types an outside generator
// makes from it (tests/contract checks the app's calls against them); `npm test` fails while either differs.
const document = await openApiDocument();
writeFileSync(OPENAPI_FILE, document);
console.log(`wrote ${OPENAPI_FILE.pathname}`);
writeFileSync(API_TYPES_FILE, await apiTypesOf(document));
console.log(`wrote ${API_TYPES_FILE.pathname}`);
