import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { MAX_IMAGES, propertyFieldsSchema } from '../../src/domain/property.ts';
import { OPERATIONS, TAGS } from './openapi-operations.ts';
import { SESSION_COOKIE, signedIn } from './session.ts';

/** The name the document gives the session cookie's security scheme. */
export const SESSION_SCHEME = 'sessionCookie';

/** Who may call an operation: anyone, a signed-in user, or an admin. */
export type Access = 'public' | 'user' | 'admin';

/**
 * Read from how the route is guarded, not written beside it: every /api/admin/* route sits behind the admin plugins'
 * requireAdmin hook (server/routes/admin.ts, server/routes/moderation.ts), and a route that needs a session names
 * `signedIn` in its onRequest. The authorization matrix (tests/api/authorization.test.ts) checks the result against
 * what each operation answers a visitor, a user and an admin.
 */
export function routeAccess(url: string, route: Pick<RouteOptions, 'onRequest'>): Access {
  if (url.startsWith('/api/admin/')) return 'admin';
  const hooks = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
  return hooks.includes(signedIn) ? 'user' : 'public';
}

/** OpenAPI 3.1 lets a non-OAuth scheme name roles: an admin operation needs the cookie of an account whose role is admin. */
function security(access: Access): Record<string, string[]>[] {
  if (access === 'admin') return [{ [SESSION_SCHEME]: ['admin'] }];
  if (access === 'user') return [{ [SESSION_SCHEME]: [] }];
  // Anyone; a session, when sent, is read (e.g. a listing's owner sees its own hidden listing).
  return [{}, { [SESSION_SCHEME]: [] }];
}

/**
 * The fields a body cannot do without. A field read from a form or JSON with a preprocess (a price typed as text or
 * as a number) is optional to the JSON Schema writer, yet the server answers 400 without it: asking the zod schema
 * whether it takes `undefined` says what the server requires.
 */
export function requiredFields(schema: unknown): string[] {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape).flatMap(([key, field]) => (field instanceof z.ZodType && !field.safeParse(undefined).success ? [key] : []));
}

/** The body's JSON Schema with `required` as the server has it. */
export function withRequiredFields(body: unknown, zodBody: unknown): unknown {
  const required = requiredFields(zodBody);
  if (required.length === 0 || typeof body !== 'object' || body === null || !('properties' in body)) return body;
  const listed = 'required' in body && Array.isArray(body.required) ? body.required : [];
  return { ...body, required: [...new Set([...listed, ...required])] };
}

/** Fastify's `/a/:id` as the document writes it, `/a/{id}`. */
export const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * POST /api/property/create and the duplicate check before it read the same multipart form in their handlers (the
 * validator sees no body), so its body is described here from the same zod schema the handlers parse the fields with.
 */
const UPLOAD_FORM_BODY: Record<string, unknown> = (() => {
  const fields = z.toJSONSchema(propertyFieldsSchema, { io: 'input', unrepresentable: 'any' });
  const { $schema: _, ...form } = fields;
  const properties = typeof form.properties === 'object' && form.properties !== null ? form.properties : {};
  return {
    ...form,
    properties: {
      ...properties,
      images: {
        type: 'array',
        minItems: 1,
        maxItems: MAX_IMAGES,
        description: 'PNG, JPEG or WebP photos, 5 MB each',
        items: { type: 'string', contentMediaType: 'application/octet-stream' },
      },
    },
    required: [...new Set([...(Array.isArray(form.required) ? form.required : []), ...requiredFields(propertyFieldsSchema), 'images'])],
  };
})();
const MULTIPART_BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/property/create': UPLOAD_FORM_BODY,
  'POST /api/property/duplicate-check': UPLOAD_FORM_BODY,
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Answers that are not JSON: a response schema with a `contentMediaType` (as the catalogue's columnar form's) is
 * written under that media type instead of application/json.
 */
export function withMediaTypes(response: unknown): unknown {
  if (!isRecord(response)) return response;
  const out: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(response)) {
    const type = isRecord(schema) ? schema.contentMediaType : undefined;
    out[status] = isRecord(schema) && typeof type === 'string' ? { description: schema.description, content: { [type]: { schema } } } : schema;
  }
  return out;
}

/** What the document adds to one route's schema: its name, summary, group and who may call it. */
export function describeOperation(method: string, url: string, route: Pick<RouteOptions, 'onRequest'>): Record<string, unknown> {
  const key = `${method} ${documentPath(url)}`;
  const words = OPERATIONS[key];
  if (!words) throw new Error(`${key} has no operationId, summary and tag: add it to server/plugins/openapi-operations.ts`);
  const multipart = MULTIPART_BODIES[key];
  return {
    operationId: words.operationId,
    summary: words.summary,
    tags: [words.tag],
    security: security(routeAccess(url, route)),
    ...(multipart ? { body: multipart } : {}),
  };
}

function refsIn(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const v of value) refsIn(v, into);
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') into.add(v);
      else refsIn(v, into);
    }
  }
}

/**
 * The document without the schemas no operation refers to, directly or through another schema (the library writes an
 * input and an output form of every named schema, and most are only ever answered: their `*Input` form is never
 * used), and with the rest in order of name.
 */
function withoutUnusedSchemas<D extends { paths?: unknown; components?: { schemas?: Record<string, unknown> } }>(document: D): D {
  const schemas = document.components?.schemas;
  if (!schemas) return document;
  const used = new Set<string>();
  refsIn(document.paths, used);
  for (let grew = true; grew; ) {
    grew = false;
    for (const ref of [...used]) {
      const name = ref.replace('#/components/schemas/', '');
      const before = used.size;
      refsIn(schemas[name], used);
      if (used.size > before) grew = true;
    }
  }
  // By name: the library lists them in the order their modules were loaded, which a process that imported the domain
  // in another order (a test run sharing modules between files) would write differently.
  const kept = Object.fromEntries(
    Object.entries(schemas)
      .filter(([name]) => used.has(`#/components/schemas/${name}`))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return { ...document, components: { ...document.components, schemas: kept } };
}

/** The document-wide parts @fastify/swagger starts from: where the API is served, its groups and the session cookie's scheme. */
export const DOCUMENT_BASE = {
  servers: [{ url: '/', description: 'The origin that serves the app: its pages and its API share it' }],
  tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
  components: {
    securitySchemes: {
      [SESSION_SCHEME]: {
        type: 'apiKey' as const,
        in: 'cookie',
        name: SESSION_COOKIE,
        description: 'Set by POST /api/auth/signup and /api/auth/login, HttpOnly. An admin operation needs an account whose role is admin.',
      },
    },
  },
};

/** The finished document: no schema that nothing refers to, and the rest in order of name. */
export const finishDocument = withoutUnusedSchemas;
