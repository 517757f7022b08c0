import openapiTS from 'openapi-typescript';

/** What a client generated from docs/openapi.json knows of the API: openapi-typescript's types, committed for review. */
export const API_TYPES_FILE = new URL('../contract/openapi-types.ts', import.meta.url);

/** openapi-typescript's output for a document, as `npm run openapi` writes it. */
export async function apiTypesOf(document: string): Promise<string> {
  return openapiTS(JSON.parse(document), { exportType: true });
}
