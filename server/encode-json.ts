import { z } from 'zod';

/** What a route's serialiser would send for `value`: the schema's output, as JSON (for answers cached as text). */
export function encodeJson<S extends z.ZodType>(schema: S, value: z.output<S>): string {
  return JSON.stringify(z.encode(schema, value));
}
