import { createContext, type ReactNode, startTransition, use, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Lang } from '../domain/languages.ts';
import { rememberLang } from './remembered-lang.ts';
import { englishTranslator, keepLanguageAtHand, loadTranslator, partReady, type Translate, type Translator, translatorFor } from './translator.ts';

/** A language to switch to once `after` settles: the reader's choice, when the server rendered the page in another. */
export interface Later {
  lang: Lang;
  after: Promise<unknown>;
}

interface LanguageState {
  translator: Translator;
  /** The reader picked a language. */
  choose: (lang: Lang) => void;
  /** The device takes a language the reader picked elsewhere (their account's, at sign-in). */
  follow: (lang: Lang) => void;
}

// Outside a provider (a component test), screens read English, as they did before they had languages.
const LanguageContext = createContext<LanguageState>({ translator: englishTranslator, choose: () => undefined, follow: () => undefined });

/**
 * The reader's language for everything below it. `initial` is already loaded: the server renders in it and the browser
 * hydrates in it, so both agree. A choice is remembered, its catalogue fetched, and only then does the page change.
 */
export function LanguageProvider({
  initial,
  later,
  onChoose,
  children,
}: {
  initial: Translator;
  later?: Later | undefined;
  /** Told of each language the reader picks (not of one the device follows), for their account. */
  onChoose?: (lang: Lang) => void;
  children: ReactNode;
}) {
  const [translator, setTranslator] = useState(initial);
  // Two quick choices: the later one wins, even if the earlier one's catalogue arrives last.
  const latest = useRef(initial.lang);
  const chosen = useRef(false);
  const switchTo = useCallback((lang: Lang) => {
    latest.current = lang;
    rememberLang(lang);
    void loadTranslator(lang).then((next) => {
      if (latest.current !== next.lang) return;
      startTransition(() => setTranslator(next));
      keepLanguageAtHand(lang);
    });
  }, []);
  const follow = useCallback(
    (lang: Lang) => {
      chosen.current = true;
      switchTo(lang);
    },
    [switchTo],
  );
  const choose = useCallback(
    (lang: Lang) => {
      follow(lang);
      onChoose?.(lang);
    },
    [follow, onChoose],
  );

  // Never while the server's markup is still being taken over: text changed under a part not yet hydrated is a
  // mismatch. Nor over a choice the reader made meanwhile (a tap held while the page was being taken over).
  useEffect(() => {
    if (later && later.lang !== initial.lang) void later.after.then(() => chosen.current || switchTo(later.lang));
  }, [later, initial.lang, switchTo]);

  // With the words' commit, not after it: screen readers and the font choice never meet Hindi words marked English.
  useLayoutEffect(() => {
    document.documentElement.lang = translator.lang;
  }, [translator.lang]);

  const value = useMemo(() => ({ translator, choose, follow }), [translator, choose, follow]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

/** The translate function of the reader's language: `t('shell.home')`, `t('footer.reraNumber', { number })`. */
export const useT = (): Translate => useContext(LanguageContext).translator.t;

/** The reader's language with its Intl locale, for numbers, prices and dates. */
export const useTranslator = (): Translator => useContext(LanguageContext).translator;

export const useChooseLang = (): ((lang: Lang) => void) => useContext(LanguageContext).choose;

export const useFollowLang = (): ((lang: Lang) => void) => useContext(LanguageContext).follow;

/** Waits (suspends) until each part's words are loaded in `lang`: at once for English, and for any part already loaded. */
function useLoaded(lang: Lang, parts: string[]): void {
  // A part's English comes with the module that registers it: English never waits.
  if (lang === 'en') return;
  for (const part of parts) use(partReady(lang, part));
}

/** The reader's translator, once the words of `parts` are loaded in their language (a screen's own parts, e.g. 'list'). */
export function useWordsTranslator(...parts: string[]): Translator {
  const translator = useTranslator();
  useLoaded(translator.lang, parts);
  return translator;
}

/** `useT()` for a screen whose words are in `parts`: `const t = useWords('list', 'card')`. */
export const useWords = (...parts: string[]): Translate => useWordsTranslator(...parts).t;

/** Another language's translator for `parts` (the Book Visit page's Hindi beside English). */
export function useWordsIn(lang: Lang, ...parts: string[]): Translator {
  useLoaded(lang, parts);
  return translatorFor(lang);
}
