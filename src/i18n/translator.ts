import { type I18n, type MessageId, type Messages, setupI18n, type Values } from '@lingui/core';
import shellInEnglish from 'virtual:catalogue/en/shell';
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

/**
 * A part's loading. Once done, the promise carries React's own `status: 'fulfilled'`, so `use` returns at once instead
 * of suspending: a Hindi or Marathi screen calls `use` on every render, loaded or not (src/i18n/language-context.tsx).
 */
export interface PartReady {
  loading: Promise<void>;
}

function fulfilled(promise: Promise<void>): Promise<void> {
  return Object.assign(promise, { status: 'fulfilled', value: undefined });
}

function tracked(loading: Promise<void>): PartReady {
  const ready: Promise<void> = loading.then(() => {
    fulfilled(ready);
  });
  return { loading: ready };
}

const done = (): PartReady => ({ loading: fulfilled(Promise.resolve()) });

// The shell's English words are in the first load: every page shows them, and most readers read English.
languages.en.i18n.load('en', shellInEnglish);
const loaded = new Map<string, PartReady>([['en/shell', done()]]);
/** Each part's English, the fallback when its Hindi or Marathi cannot be fetched. */
const englishParts = new Map<string, Messages>([['shell', shellInEnglish]]);
/** The parts the screens loaded so far need: a change of language loads them all before the page changes. */
const wanted = new Set(['shell']);
let current: Lang = 'en';

function loadPart(lang: Lang, part: string): PartReady {
  const key = `${lang}/${part}`;
  let ready = loaded.get(key);
  if (!ready) {
    // The map of Hindi and Marathi parts is itself fetched only by a reader who needs one: never for English.
    const loading = import('virtual:catalogue/loaders').then(({ loaders }) => {
      const load = loaders[key];
      if (!load) throw new Error(`no catalogue part ${key}`);
      return load();
    });
    // A part that cannot be fetched (offline before it was cached, a failed network) shows in English rather than
    // leaving the screen blank or its keys on show; it stays so for this visit, so a screen never waits on it again.
    const fallBack = () => languages[lang].i18n.load(lang, englishParts.get(part) ?? {});
    ready = tracked(loading.then((m) => languages[lang].i18n.load(lang, m.default), fallBack));
    loaded.set(key, ready);
  }
  return ready;
}

/**
 * A part's words (the first segment of its keys: `list` for `list.empty`). A module whose screens use a part imports
 * its English (`virtual:catalogue/en/list`: it rides in the module's own chunk, as the words always did) and registers
 * it here as it loads; the reader's language, if another, starts loading at once (decision 0043).
 */
export function registerPart(part: string, english: Messages): void {
  wanted.add(part);
  englishParts.set(part, english);
  if (!loaded.has(`en/${part}`)) {
    languages.en.i18n.load('en', english);
    loaded.set(`en/${part}`, done());
  }
  if (current !== 'en') void loadPart(current, part).loading;
}

/** Whether a part's words are in `lang` yet (src/i18n/language-context.tsx suspends a screen until they are). */
export function partReady(lang: Lang, part: string): PartReady {
  return loadPart(lang, part);
}

/** One part in a language other than the reader's (the Book Visit page's Hindi beside the English), leaving the reader's alone. */
export function translatorFor(lang: Lang): Translator {
  return languages[lang].translator;
}

/** `lang`'s translator, once every part needed so far is loaded in it; later parts then load in `lang` too. */
export async function loadTranslator(lang: Lang): Promise<Translator> {
  current = lang;
  await Promise.all([...wanted].map((part) => loadPart(lang, part).loading));
  return languages[lang].translator;
}

/** Every Hindi and Marathi part (the server, which renders any page in any language; English comes with each page's module). */
export async function loadEveryLanguage(): Promise<void> {
  const { loaders } = await import('virtual:catalogue/loaders');
  await Promise.all(
    Object.keys(loaders).map((key) => {
      const [lang, part = ''] = key.split('/');
      return isLang(lang) ? loadPart(lang, part).loading : undefined;
    }),
  );
}

export const englishTranslator = languages.en.translator;
