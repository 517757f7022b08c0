import { type I18n, type MessageId, type Messages, setupI18n, type Values } from '@lingui/core';
import shellInEnglish from 'virtual:catalogue/en/shell';
import { loaders } from 'virtual:catalogue/loaders';
import { isLang, type Lang, LOCALES } from '../domain/languages.ts';

export type Translate = (id: MessageId, values?: Values) => string;

export interface Translator {
  lang: Lang;
  /** The Intl locale for numbers, prices and dates in this language. */
  locale: string;
  t: Translate;
}

/**
 * One @lingui/core instance per language, each fixed to its locale, never one shared active locale: the server
 * renders pages in several languages at once, and one page must not change language under another.
 */
function language(lang: Lang): { i18n: I18n; translator: Translator } {
  const i18n = setupI18n({ locale: lang, locales: LOCALES[lang], messages: { [lang]: {} } });
  return { i18n, translator: { lang, locale: LOCALES[lang], t: (id, values) => i18n._(id, values) } };
}

const languages: Record<Lang, { i18n: I18n; translator: Translator }> = { en: language('en'), hi: language('hi'), mr: language('mr') };

// The shell's English words are in the first load: every page shows them, and most readers read English.
languages.en.i18n.load('en', shellInEnglish);
const loaded = new Map<string, Promise<void>>([['en/shell', Promise.resolve()]]);
/** The parts the screens loaded so far need: a change of language loads them all before the page changes. */
const wanted = new Set(['shell']);
let current: Lang = 'en';

function loadPart(lang: Lang, part: string): Promise<void> {
  const key = `${lang}/${part}`;
  let done = loaded.get(key);
  if (!done) {
    const load = loaders[key];
    if (!load) throw new Error(`no catalogue part ${key}`);
    done = load().then((m) => languages[lang].i18n.load(lang, m.default));
    // A failed fetch (offline before the chunk was cached) may be tried again later.
    done.catch(() => loaded.delete(key));
    loaded.set(key, done);
  }
  return done;
}

/**
 * The words of one part (the first segment of its keys: `list` for `list.empty`) in the reader's language. A module
 * whose screens use a part imports its English (`virtual:catalogue/en/list`, so it rides in the module's own chunk as
 * the words always did) and awaits this at its top: its chunk is then ready only with its words, and a Hindi or
 * Marathi reader's part is fetched beside it (decision 0043).
 */
export function needPart(part: string, english: Messages): Promise<void> {
  wanted.add(part);
  if (!loaded.has(`en/${part}`)) {
    languages.en.i18n.load('en', english);
    loaded.set(`en/${part}`, Promise.resolve());
  }
  return loadPart(current, part);
}

/** One part in a language other than the reader's (the Book Visit page's Hindi beside the English), leaving the reader's alone. */
export async function loadPartIn(lang: Lang, part: string): Promise<Translator> {
  await loadPart(lang, part);
  return languages[lang].translator;
}

/** `lang`'s translator, once every part needed so far is loaded in it; later parts then load in `lang` too. */
export async function loadTranslator(lang: Lang): Promise<Translator> {
  current = lang;
  await Promise.all([...wanted].map((part) => loadPart(lang, part)));
  return languages[lang].translator;
}

/** Every Hindi and Marathi part (the server, which renders any page in any language; English comes with each page's module). */
export async function loadEveryLanguage(): Promise<void> {
  await Promise.all(
    Object.keys(loaders).map((key) => {
      const [lang, part = ''] = key.split('/');
      return isLang(lang) ? loadPart(lang, part) : undefined;
    }),
  );
}

export const englishTranslator = languages.en.translator;
