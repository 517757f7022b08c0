import swagger from '@fastify/swagger';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifySchemaCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorAnswerSchema } from '../../src/domain/error-answer.ts';
import { validationError } from '../http-error.ts';
import { DOCUMENT_BASE, describeOperation, finishDocument, withMediaTypes, withRequiredFields } from './openapi-document.ts';

/** A Fastify instance whose routes take their request and reply types from their zod schemas. */
export type Api = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

export const OPENAPI_PATH = '/api/docs/openapi.json';

/** Every failure leaves as `{ message }`: spread into each route's `response`. */
export const errorAnswers = { '4xx': errorAnswerSchema, '5xx': errorAnswerSchema };

/**
 * The library's validator answers with zod's issue list; ours answers with the schema's first message, the text
 * the form shows under a field, as `parseWith` did before routes declared their schemas (decision 0034).
 * A missing body is read as `{}`, so an empty request is told which field is required, not that JSON is missing.
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: validationError(result.error) };
  };

/** Zod validates requests and serialises replies (a reply that breaks its schema is a 500, never a leak), and the OpenAPI document is made from the same schemas. */
export async function registerTypedRoutes(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Mumbai Homes API',
        version: '1.0.0',
        description: 'Generated from the zod schemas of src/domain; docs/api.md says what a schema cannot.',
        // The product's own API, not published for reuse (package.json is private and names no licence).
        license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
      },
      ...DOCUMENT_BASE,
    },
    // The client's pages and the photo files are not API: only /api/* and the health checks are documented.
    // Each operation also gets its name, summary, group and security (server/plugins/openapi-document.ts).
    transform: (document) => {
      const { url, route } = document;
      if (!url.startsWith('/api/') && url !== '/healthz' && url !== '/readyz') return { schema: { hide: true }, url };
      const transformed = jsonSchemaTransform(document);
      if (transformed.schema.hide) return transformed;
      const method = Array.isArray(route.method) ? (route.method[0] ?? '') : route.method;
      const body = withRequiredFields(transformed.schema.body, document.schema.body);
      const response = withMediaTypes(transformed.schema.response);
      return { ...transformed, schema: { ...transformed.schema, ...(body ? { body } : {}), response, ...describeOperation(method, url, route) } };
    },
    // Schemas with a `meta({ id })` (Property, User, Booking...) are written once under components and referred to.
    transformObject: (document) => finishDocument(jsonSchemaTransformObject(document)),
  });
}

/** GET /api/docs/openapi.json, once every route is registered. */
export function registerOpenApiRoute(app: FastifyInstance) {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}

/**
 * Sends an answer already serialised with its route's schema (`encodeJson` of server/encode-json.ts), as the listing cache keeps them:
 * a string with a JSON type passes Fastify's serialiser untouched.
 */
export function sendEncoded(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}
