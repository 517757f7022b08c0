import type { MessageId } from '@lingui/core';
import { useCallback } from 'react';
import english from 'virtual:catalogue/en/errors';
import type { ErrorCode } from '../domain/error-codes.ts';
import { useTranslator } from '../i18n/language-context.tsx';
import type { Translator } from '../i18n/translator.ts';
import { ApiError, isNoConnection } from './api-client.ts';

type ErrorKey = `errors.${ErrorCode}`;
// Every code has its words: a code without an English `errors.<code>` key fails the typecheck here.
const NO_CONNECTION_KEY: ErrorKey = 'errors.noConnection';
const messageIdOf = (key: ErrorKey): MessageId => key;

/** Whether a server's code is one these words know (an older or newer server may send another). */
function isErrorKey(key: string): key is ErrorKey {
  return Object.hasOwn(english, key);
}

/** The English of each fixed message to its key: a form's zod message is the domain's English (src/domain/error-codes.ts). */
const keyOfEnglish = new Map<string, ErrorKey>();
for (const [key, message] of Object.entries(english)) {
  // A message without arguments compiles to its text alone (`["Name is required"]`).
  const text = typeof message === 'string' ? message : message.length === 1 ? message[0] : undefined;
  if (typeof text === 'string' && isErrorKey(key)) keyOfEnglish.set(text, key);
}

/**
 * The error rule in the reader's language: the server's message said from its code, else the server's
 * English (a code these words do not know), else the screen's own fallback. A request that got no answer says so
 * instead (`offline`, where the screen has words of its own for it): the screen's failure would blame the server.
 */
export function errorMessageIn({ lang, t }: Translator, err: unknown, fallback: string, offline?: string): string {
  if (isNoConnection(err)) return offline ?? t(messageIdOf(NO_CONNECTION_KEY));
  if (!(err instanceof ApiError)) return fallback;
  const key = `errors.${err.code}`;
  // English readers read the server's own sentence, exactly as the API sends it.
  if (lang !== 'en' && err.code && isErrorKey(key)) return t(messageIdOf(key), err.values);
  return err.serverMessage ?? fallback;
}

/** `errorMessage(err, fallback, offline?)` in the reader's language, for a screen that shows a failed request. */
export function useErrorMessage(): (err: unknown, fallback: string, offline?: string) => string {
  const translator = useTranslator();
  return useCallback((err, fallback, offline) => errorMessageIn(translator, err, fallback, offline), [translator]);
}

/** A form field's message (a domain schema's English, from zodResolver) in the reader's language; other text as it is. */
export function fieldErrorIn({ lang, t }: Translator, message: string | undefined): string | undefined {
  const key = message === undefined || lang === 'en' ? undefined : keyOfEnglish.get(message);
  return key ? t(messageIdOf(key)) : message;
}

export function useFieldError(): (message: string | undefined) => string | undefined {
  const translator = useTranslator();
  return useCallback((message) => fieldErrorIn(translator, message), [translator]);
}
