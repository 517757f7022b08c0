import type { MessageId } from '@lingui/core';
import { useCallback } from 'react';
import { type ErrorCode, type ErrorValues, isErrorCode } from '../domain/error-codes.ts';
import { valuesInWords } from '../domain/error-values.ts';
import { useTranslator } from '../i18n/language-context.tsx';
import type { Translator } from '../i18n/translator.ts';
import { ApiError, isNoConnection } from './api-client.ts';

type ErrorKey = `errors.${ErrorCode}`;
// Every code has its words: a code without an English `errors.<code>` key fails the typecheck here.
const messageIdOf = (key: ErrorKey): MessageId => key;

/** A code's words in the reader's language, its values (the visit days and hours) said that language's way. */
function say({ lang, t }: Translator, code: ErrorCode, values?: ErrorValues): string {
  return t(messageIdOf(`errors.${code}`), valuesInWords(code, values, lang));
}

/**
 * The error rule in the reader's language: the server's message said from its code, else the server's
 * English (a code these words do not know), else the screen's own fallback. A request that got no answer says so
 * instead (`offline`, where the screen has words of its own for it): the screen's failure would blame the server.
 */
export function errorMessageIn(translator: Translator, err: unknown, fallback: string, offline?: string): string {
  if (isNoConnection(err)) return offline ?? say(translator, 'noConnection');
  if (!(err instanceof ApiError)) return fallback;
  // The server says its English from the same words, so an English reader reads the API's own sentence.
  if (isErrorCode(err.code)) return say(translator, err.code, err.values);
  return err.serverMessage ?? fallback;
}

/** `errorMessage(err, fallback, offline?)` in the reader's language, for a screen that shows a failed request. */
export function useErrorMessage(): (err: unknown, fallback: string, offline?: string) => string {
  const translator = useTranslator();
  return useCallback((err, fallback, offline) => errorMessageIn(translator, err, fallback, offline), [translator]);
}

/**
 * A form field's message in the reader's language: a domain schema's code (from zodResolver), with the values the
 * form knows; any other text (zod's own words, for input no form can send) as it is.
 */
export function fieldErrorIn(translator: Translator, message: string | undefined, values?: ErrorValues): string | undefined {
  return isErrorCode(message) ? say(translator, message, values) : message;
}

export function useFieldError(): (message: string | undefined, values?: ErrorValues) => string | undefined {
  const translator = useTranslator();
  return useCallback((message, values) => fieldErrorIn(translator, message, values), [translator]);
}
