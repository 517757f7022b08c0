import {
  type ComponentType,
  createContext,
  type ReactNode,
  startTransition,
  use,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Lang } from '../domain/languages.ts';
import { rememberLang } from './remembered-lang.ts';
import type { Messages } from '@lingui/core';
import {
  englishTranslator,
  keepLanguageAtHand,
  loadEnglish,
  loadPart,
  onWordsArrive,
  partsShown,
  type Translate,
  type Translator,
  translatorFor,
} from './translator.ts';

/** A language to switch to once `after` settles: the reader's choice, when the server rendered the page in another. */
export interface Later {
  lang: Lang;
  after: Promise<unknown>;
}

interface LanguageState {
  translator: Translator;
  /** The language picked whose words are still on their way: the picker shows it at once. */
  pending: Lang | null;
  /** The language shown before the last change: the words the reader surely reads, while the new one's wait for the network. */
  before: Lang;
  /** The reader picked a language. */
  choose: (lang: Lang) => void;
  /** The device takes a language the reader picked elsewhere (their account's, at sign-in). */
  follow: (lang: Lang) => void;
}

// Outside a provider (a component test), screens read English, as they did before they had languages.
const LanguageContext = createContext<LanguageState>({
  translator: englishTranslator,
  pending: null,
  before: 'en',
  choose: () => undefined,
  follow: () => undefined,
});

/**
 * The reader's language for everything below it. `initial` is already loaded: the server renders in it and the browser
 * hydrates in it, so both agree. A choice is remembered, its catalogue fetched, and only then does the page change.
 */
export function LanguageProvider({
  initial,
  later,
  onChoose,
  beforeSwitch,
  children,
}: {
  initial: Translator;
  later?: Later | undefined;
  /** Told of each language the reader picks (not of one the device follows), for their account. */
  onChoose?: (lang: Lang) => void;
  /** Settles when the page is ready to change language: parts still showing the server's markup have their code. */
  beforeSwitch?: () => Promise<void>;
  children: ReactNode;
}) {
  const [translator, setTranslator] = useState(initial);
  const [pending, setPending] = useState<Lang | null>(null);
  const [before, setBefore] = useState(initial.lang);
  // Two quick choices: the later one wins, even if the earlier one's catalogue arrives last.
  const latest = useRef(initial.lang);
  const shown = useRef(initial.lang);
  const chosen = useRef(false);
  const switchTo = useCallback(
    (lang: Lang) => {
      latest.current = lang;
      rememberLang(lang);
      setPending(lang);
      // Every part the page has loaded so far, in the new language, before the page changes: no screen then waits. Parts
      // whose code waited get it first, so that React takes their server markup over in the language it was written in.
      void (beforeSwitch?.() ?? Promise.resolve())
        .then(() => Promise.all(partsShown().map((part) => loadPart(lang, part))))
        .then(() => {
          if (latest.current !== lang) return;
          const was = shown.current;
          shown.current = lang;
          startTransition(() => {
            setTranslator(translatorFor(lang));
            setPending(null);
            setBefore(was);
          });
          keepLanguageAtHand(lang);
        });
    },
    [beforeSwitch],
  );
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

  // A language picked offline shows the English of each part whose words could not be fetched; when they come, the
  // page renders again in them (a new translator object, so every reader of it does).
  useEffect(() => onWordsArrive(() => startTransition(() => setTranslator((shown) => ({ ...shown })))), []);

  // With the words' commit, not after it: screen readers and the font choice never meet Hindi words marked English.
  // Only when it changes: setting it, even to the same language, has the browser restyle every element of the page,
  // and a page the server rendered already has it.
  useLayoutEffect(() => {
    if (document.documentElement.lang !== translator.lang) document.documentElement.lang = translator.lang;
  }, [translator.lang]);

  // A Devanagari font that failed offline stays failed for the visit: the browser never fetches it again by itself.
  useEffect(() => {
    if (translator.lang === 'en') return undefined;
    const retry = () => void import('./devanagari-font.ts').then((font) => font.retryDevanagariFont());
    addEventListener('online', retry);
    return () => removeEventListener('online', retry);
  }, [translator.lang]);

  const value = useMemo(() => ({ translator, pending, before, choose, follow }), [translator, pending, before, choose, follow]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

/** The translate function of the reader's language (`t('shell.home')`): the shell's words, and a page's own once it shows. */
export const useT = (): Translate => useContext(LanguageContext).translator.t;

/** The reader's language with its Intl locale, for numbers, prices and dates. */
export const useTranslator = (): Translator => useContext(LanguageContext).translator;

/** The language picked and still loading (or null), and the one shown before the last change. */
export const useLanguageChange = (): Pick<LanguageState, 'pending' | 'before'> => useContext(LanguageContext);

export const useChooseLang = (): ((lang: Lang) => void) => useContext(LanguageContext).choose;

export const useFollowLang = (): ((lang: Lang) => void) => useContext(LanguageContext).follow;

/**
 * Shows `children` once the words of `parts` (each a part's English: `import list from 'virtual:catalogue/en/list'`)
 * are loaded in the reader's language: English at once (it came with the code), another language after a wait, during
 * which the nearest Suspense shows its fallback (in a transition, the page before stays up). The calls are the same on
 * every render in a language, loaded or not: React replays a screen that suspended while mounting with the same ones
 * (skipping `use` once a part had loaded was React error 467).
 */
export function Words({ parts, children }: { parts: readonly Messages[]; children: ReactNode }) {
  const { lang } = useTranslator();
  for (const english of parts) {
    const part = loadEnglish(english);
    if (lang !== 'en') use(loadPart(lang, part));
  }
  return children;
}

/**
 * A lazily loaded component that shows once its module's words are loaded, as the app's layout loads its footer:
 * `lazy(() => import(...).then((m) => withWords(m.words, m.Footer)))`. Each page module and each piece loaded apart
 * exports the `words` its code shows.
 */
export function withWords<P extends object>(words: readonly Messages[], Component: ComponentType<P>): { default: ComponentType<P> } {
  return {
    default: (props: P) => (
      <Words parts={words}>
        <Component {...props} />
      </Words>
    ),
  };
}
