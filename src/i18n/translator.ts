import { type I18n, type MessageId, type Messages, setupI18n, type Values } from '@lingui/core';
import shellInEnglish from 'virtual:catalogue/en/shell';
import { type Lang, LOCALES } from '../domain/languages.ts';

export type Translate = (id: MessageId, values?: Values) => string;

export interface Translator {
  lang: Lang;
  /** The Intl locale for numbers, prices and dates in this language. */
  locale: string;
  t: Translate;
}

/** A part of the catalogues by name: the first segment of its keys (`list` for `list.empty`); its words load as one file. */
export type Part = string;

/**
 * One Lingui instance per language, each fixed to its locale, never one shared active locale: the server renders pages
 * in several languages at once, and one page must not change language under another.
 */
function language(lang: Lang): { i18n: I18n; translator: Translator } {
  const i18n = setupI18n({ locale: lang, locales: LOCALES[lang], messages: { [lang]: {} } });
  return { i18n, translator: { lang, locale: LOCALES[lang], t: (id, values) => i18n._(id, values) } };
}

const languages: Record<Lang, { i18n: I18n; translator: Translator }> = { en: language('en'), hi: language('hi'), mr: language('mr') };

// The shell's English words are in the first load: every page shows them, and most readers read English.
languages.en.i18n.load('en', shellInEnglish);

/** Each part's English, as the code that shows it brought it (loadEnglish); also what a Hindi or Marathi part that cannot be fetched falls back to. */
const english = new Map<Part, Messages>([['shell', shellInEnglish]]);

/** Each Hindi and Marathi part's loading, started once and kept: the cache of what is in their instances. */
const loads: Record<Exclude<Lang, 'en'>, Map<Part, Promise<void>>> = { hi: new Map(), mr: new Map() };

/** What English parts wait on: English is there as soon as the code that shows it is. One promise, so React knows it settled. */
const READY = Promise.resolve();

/** The map of Hindi and Marathi parts (`hi.list`) to their files: fetched only by a reader who needs one, never for English. */
const otherLanguages = () => import('virtual:catalogue/loaders');

/** Told when words that could not be fetched have come after all: the page renders again in them. */
const arrivals = new Set<() => void>();

export function onWordsArrive(listener: () => void): () => void {
  arrivals.add(listener);
  return () => void arrivals.delete(listener);
}

/** The Hindi and Marathi parts showing their English until the network is back (`hi.list`). */
const waiting = new Set<string>();

/** Whether some part of `lang` the page shows is in English for want of the network. */
export const wordsWaiting = (lang: Lang): boolean => [...waiting].some((key) => key.startsWith(`${lang}.`));

/**
 * A part's words in `lang`, loaded into its Lingui instance once; the same promise on every later call. A Hindi or
 * Marathi part that cannot be fetched (offline before it was cached) shows in English rather than leaving keys on
 * show, until the network is back and its words come (onWordsArrive); one fetched ahead (`ahead`) is simply tried again
 * when a screen asks for it.
 */
export function loadPart(lang: Lang, part: Part, ahead = false): Promise<void> {
  if (lang === 'en') return READY;
  let loading = loads[lang].get(part);
  if (!loading) {
    const into = (messages: Messages | undefined) => languages[lang].i18n.load(lang, messages ?? {});
    const fetchWords = () => otherLanguages().then(({ loaders }) => loaders[lang]?.[part]?.());
    // Each time the network comes back, until the words are here. The browser may say it is back a moment before a
    // request gets through: a failure while it says so tries again after a pause, twice as long each time. The
    // server, which has no window, never waits for it.
    let pause = 500;
    const whenOnline = () => {
      if (typeof window === 'undefined') return;
      if (!navigator.onLine) {
        addEventListener('online', fetchAgain, { once: true });
        return;
      }
      pause = Math.min(pause * 2, 60_000);
      setTimeout(fetchAgain, pause);
    };
    const fetchAgain = () =>
      void fetchWords().then((file) => {
        if (!file) return;
        into(file.default);
        waiting.delete(`${lang}.${part}`);
        for (const arrived of arrivals) arrived();
      }, whenOnline);
    // A part missing from the build's map (a stale page after a deploy) shows in English too.
    loading = fetchWords().then(
      (file) => into(file ? file.default : english.get(part)),
      () => {
        if (ahead) {
          loads[lang].delete(part);
          return;
        }
        into(english.get(part));
        waiting.add(`${lang}.${part}`);
        whenOnline();
      },
    );
    loads[lang].set(part, loading);
  }
  return loading;
}

/**
 * Puts a part's English (`import list from 'virtual:catalogue/en/list'`, in the chunk of the code that shows it) into
 * the English instance, once, and names the part: every key of `list` starts with `list.`.
 */
export function loadEnglish(messages: Messages): Part {
  const [first = ''] = Object.keys(messages);
  const part = first.slice(0, first.indexOf('.'));
  if (!english.has(part)) {
    english.set(part, messages);
    languages.en.i18n.load('en', messages);
  }
  return part;
}

/** Whether a part, given by its English, is loaded in `lang`: the promise `<Words>` waits on (the same one each time). */
export const partReady = (lang: Lang, english: Messages): Promise<void> => loadPart(lang, loadEnglish(english));

/**
 * `lang`'s translator, once the shell's words and those of `words` (each a part's English: a page's `words`) are
 * loaded in it: what the page is first rendered or hydrated with.
 */
export async function loadTranslator(lang: Lang, words: readonly Messages[] = []): Promise<Translator> {
  await Promise.all([loadPart(lang, 'shell'), ...words.map((english) => partReady(lang, english))]);
  return translatorFor(lang);
}

/** The parts the screens have shown so far (their English is loaded): a change of language loads them all before the page changes. */
export const partsShown = (): Part[] => [...english.keys()];

/** A language's translator; its words are there for each part loaded in it. */
export function translatorFor(lang: Lang): Translator {
  return languages[lang].translator;
}

export const englishTranslator = translatorFor('en');

/** Every part of `lang`, Hindi or Marathi: the server, which renders any page in any language, and a reader's idle fetch (`ahead`). */
export async function loadLanguage(lang: Exclude<Lang, 'en'>, ahead = false): Promise<void> {
  const { loaders } = await otherLanguages();
  await Promise.all(Object.keys(loaders[lang] ?? {}).map((part) => loadPart(lang, part, ahead)));
}

/**
 * Every part of the reader's language, fetched ahead once the page is idle: the service worker keeps the files as they
 * are fetched (src/sw.ts), so a screen first opened offline reads in it too. English is in the precache.
 */
export function keepLanguageAtHand(lang: Lang): void {
  if (lang !== 'en' && navigator.onLine) void loadLanguage(lang, true);
}
