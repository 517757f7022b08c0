import type { ErrorAnswer } from '../src/domain/error-answer.ts';
import type { ErrorCode, ErrorValues } from '../src/domain/error-codes.ts';
import { valuesInWords } from '../src/domain/error-values.ts';
import { wordsIn } from './services/words.ts';

const english = wordsIn('en');

/** The answer for a code: its English words (en.json's `errors.<code>`, as the screens' words) with the code and values. */
export function errorAnswer(code: ErrorCode, values?: ErrorValues): ErrorAnswer {
  const message = english.t(`errors.${code}`, valuesInWords(code, values, 'en'));
  return values ? { message, code, values } : { message, code };
}
