import type { Messages } from '@lingui/core';
import { use } from 'react';
import type { Lang } from '../domain/languages.ts';
import { partReady, type Translator, translatorFor } from './translator.ts';

/**
 * Another language's translator for `parts` (each a part's English), once they are loaded in it: the Book Visit page's
 * Hindi beside English. Like `<Words>`, it calls `use` for every part on every render.
 */
export function useWordsIn(lang: Lang, ...parts: Messages[]): Translator {
  for (const english of parts) use(partReady(lang, english));
  return translatorFor(lang);
}
