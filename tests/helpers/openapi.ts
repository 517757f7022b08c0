import { OPENAPI_PATH } from '../../server/plugins/typed-routes.ts';
import { startTestApp } from './test-app.ts';

/** The committed OpenAPI document: what the routes' schemas say, kept in git so a change to the contract shows in review. */
export const OPENAPI_FILE = new URL('../../docs/openapi.json', import.meta.url);

/** The document the server makes from its routes' zod schemas, as the committed file holds it. */
export async function openApiDocument(): Promise<string> {
  const t = await startTestApp();
  try {
    const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    // A route missing from the operations table makes the document fail to build: say so rather than write the error.
    if (res.statusCode !== 200) throw new Error(`${OPENAPI_PATH} answered ${res.statusCode}: ${res.body}`);
    return `${JSON.stringify(res.json(), null, 2)}\n`;
  } finally {
    await t.close();
  }
}
