import type { Lang } from './languages.ts';

/**
 * A value made the first time it is asked for, then kept. For Intl formats: a module that made its formats as it
 * loaded put that work, for every language, in the task that loads the app's code, before a page shows anything
 * that needs them (decision 0070).
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/** As madeOnFirstUse, one per language: a page in Hindi makes only Hindi's. */
export function madePerLanguage<T>(make: (lang: Lang) => T): (lang: Lang) => T {
  const made = new Map<Lang, T>();
  return (lang) => {
    const kept = made.get(lang);
    if (kept !== undefined) return kept;
    const value = make(lang);
    made.set(lang, value);
    return value;
  };
}
