import { readFileSync, writeFileSync } from 'node:fs';
import { API_DOC, indexTable, withIndex } from './endpoint-index.ts';

// `npm run api-index`: rewrites the endpoint index in docs/api.md from the route files; a test fails while it differs.
writeFileSync(API_DOC, withIndex(readFileSync(API_DOC, 'utf8'), indexTable()));
console.log(`wrote the endpoint index of ${API_DOC.pathname}`);
