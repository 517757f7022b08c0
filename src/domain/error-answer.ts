import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';

/**
 * Every 4xx and 5xx answer: the English `message` API clients have always read, said from the `code` (with its
 * `values`, for a message that has some), which a screen says in the reader's language.
 */
export const errorAnswerSchema = z
  .object({
    message: z.string(),
    code: z.enum(ERROR_CODES).describe("The message as a stable code: its words in every language are the catalogues' errors.<code>"),
    values: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .describe('What the message says about this request (minutes, a name, the visit days as 0 = Sunday ... 6 = Saturday)'),
  })
  .meta({ id: 'ErrorAnswer' });
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;
