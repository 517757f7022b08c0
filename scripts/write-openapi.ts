import { writeFileSync } from 'node:fs';
import { OPENAPI_FILE, openApiDocument } from '../tests/helpers/openapi.ts';

// `npm run openapi`: rewrites docs/openapi.json from the routes' zod schemas; `npm test` fails while it differs.
writeFileSync(OPENAPI_FILE, await openApiDocument());
console.log(`wrote ${OPENAPI_FILE.pathname}`);
