import type { FastifyRequest } from 'fastify';

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

/** A route's `preValidation`: its query schema then sees one string a parameter. */
export async function lastQueryValues(request: FastifyRequest) {
  request.query = lastValues(request.query);
}
