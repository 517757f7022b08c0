import { readFileSync } from 'node:fs';
import { type MessageId, setupI18n, type Values } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { type Lang, LOCALES } from '../../src/domain/languages.ts';
import { SERVER_PARTS } from '../../src/i18n/server-parts.ts';

/** The words of e-mails and notifications in one language, with the Intl locale for their prices and dates. */
export interface Words {
  lang: Lang;
  locale: string;
  /** The value of `<html lang>` in an e-mail. */
  htmlLang: string;
  t: (id: MessageId, values?: Values) => string;
}

// The error words too: every error answer's English `message` is said from its code (server/error-answer.ts).
const WORD_PARTS = [...SERVER_PARTS, 'errors'];

const CATALOGUES = new URL('../../src/i18n/catalogues/', import.meta.url);

/**
 * The server's parts of one language's catalogue (src/i18n/server-parts.ts), compiled once at start: the server runs
 * TypeScript through tsx, not Vite, so it compiles them itself, as scripts/vite-catalogues.ts does for the app.
 */
function load(lang: Lang): Words {
  const catalogue: Record<string, string> = JSON.parse(readFileSync(new URL(`${lang}.json`, CATALOGUES), 'utf8'));
  const messages = Object.fromEntries(
    Object.entries(catalogue)
      .filter(([key]) => WORD_PARTS.includes(key.split('.')[0] ?? ''))
      .map(([key, message]) => [key, compileMessage(message)]),
  );
  // One instance per language, never a shared active locale: jobs write to readers of several languages at once.
  const i18n = setupI18n({ locale: lang, locales: LOCALES[lang], messages: { [lang]: messages } });
  return { lang, locale: LOCALES[lang], htmlLang: `${lang}-IN`, t: (id, values) => i18n._(id, values) };
}

const WORDS: Record<Lang, Words> = { en: load('en'), hi: load('hi'), mr: load('mr') };

/** The words to write to a reader of `lang` (an account's language, users.lang). */
export function wordsIn(lang: Lang): Words {
  return WORDS[lang];
}
