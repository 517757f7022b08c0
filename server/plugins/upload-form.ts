import type { ErrorCode } from '../../src/domain/error-codes.ts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '../../src/domain/property.ts';
import { HttpError, parseWith } from '../http-error.ts';

/** A form as the route gets it: its text fields parsed by the route's schema, and its files in the order sent. */
export interface UploadForm<Fields> {
  fields: Fields;
  files: Buffer[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Reads the whole form (multipart, or a plain body of fields) and parses its fields with `schema`: 4xx on bad input. */
    uploadForm<S extends z.ZodType>(schema: S): Promise<UploadForm<z.output<S>>>;
  }
}

/** Multipart limits: ten photos of 5 MB, and room for the text fields and nothing else. */
const LIMITS = { files: MAX_IMAGES, fileSize: MAX_IMAGE_BYTES, fields: 30, fieldSize: 32 * 1024, parts: MAX_IMAGES + 30, headerPairs: 200 };
/** The largest form those limits allow, with 1 KB per part for its boundary and headers: a longer declared body is refused unread. */
export const UPLOAD_BODY_LIMIT = LIMITS.files * LIMITS.fileSize + LIMITS.fields * LIMITS.fieldSize + LIMITS.parts * 1024;

const MULTIPART_ERRORS: Record<string, [number, ErrorCode]> = {
  FST_REQ_FILE_TOO_LARGE: [413, 'imageTooLarge'],
  FST_FILES_LIMIT: [400, 'imagesTooMany'],
  FST_FIELDS_LIMIT: [413, 'tooManyFields'],
  FST_PARTS_LIMIT: [413, 'tooManyFields'],
  FST_PROTO_VIOLATION: [400, 'invalidData'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'invalidData'],
};

/** Reads the whole form into memory (at most 10 x 5 MB), turning the multipart limits into their messages. */
async function readForm(request: FastifyRequest): Promise<UploadForm<Record<string, string>>> {
  const form: UploadForm<Record<string, string>> = { fields: {}, files: [] };
  if (!request.isMultipart()) {
    const body = request.body;
    if (body && typeof body === 'object') for (const [k, v] of Object.entries(body)) form.fields[k] = typeof v === 'string' ? v : JSON.stringify(v);
    return form;
  }
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // A form posted with an empty file input still sends a nameless, empty part.
        if (bytes.length > 0 || part.filename) form.files.push(bytes);
      } else {
        if (part.valueTruncated) throw new HttpError(413, 'fieldTooLong');
        // A NUL is left in: the shared text rule answers it with its own message, as on every other endpoint.
        form.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    const code = err && typeof err === 'object' && 'code' in err && typeof err.code === 'string' ? err.code : '';
    const known = MULTIPART_ERRORS[code];
    if (known) throw new HttpError(known[0], known[1]);
    if (err instanceof HttpError) throw err;
    // Everything else the parser throws is about the bytes the client sent (a truncated body, a wrong
    // boundary, a malformed part header): it carries no code, but it is bad input, not our fault.
    throw new HttpError(400, 'brokenForm');
  }
  return form;
}

/**
 * Multipart forms for the routes registered after it in the same scope (the listing upload): other scopes keep
 * refusing a multipart body with 415. A route declares `bodyLimit: UPLOAD_BODY_LIMIT` and calls `request.uploadForm`.
 */
export async function registerUploadForm(app: FastifyInstance) {
  await app.register(multipart, { limits: LIMITS, throwFileSizeLimit: true });
  app.decorateRequest('uploadForm', async function uploadForm<S extends z.ZodType>(this: FastifyRequest, schema: S) {
    const form = await readForm(this);
    return { fields: parseWith(schema, form.fields), files: form.files };
  });
}
