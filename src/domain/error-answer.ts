import { z } from 'zod';
import { type CodedMessage, codeOfMessage, ERROR_CODES } from './error-codes.ts';

/**
 * Every 4xx and 5xx answer: the English `message` API clients have always read, and the
 * message's `code` (with its `values`, for a message that has some), which a screen says in the reader's language.
 */
export const errorAnswerSchema = z
  .object({
    message: z.string(),
    code: z.enum(ERROR_CODES).optional().describe('The message as a stable code; absent only for a message not yet given one'),
    values: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .describe('What the message says about this request (minutes, a name)'),
  })
  .meta({ id: 'ErrorAnswer' });
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/** The answer for a message, coded by the registry unless the thrower already knew its code (`coded`). */
export function errorAnswer(message: string, coded: CodedMessage | undefined = codeOfMessage(message)): ErrorAnswer {
  return { message, ...coded };
}
