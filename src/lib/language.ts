import { useCallback, useEffect, useState } from 'react';

export type Lang = 'en' | 'hi';

export const LANG_STORAGE_KEY = 'mumbai-homes.lang';

/** The reader's remembered language; screens that are English-first use it for their few bilingual lines. */
export function storedLang(): Lang {
  try {
    return localStorage.getItem(LANG_STORAGE_KEY) === 'hi' ? 'hi' : 'en';
  } catch {
    // Storage can be blocked (private modes, strict settings): English is then the only memory we need.
    return 'en';
  }
}

/**
 * The reader's language for pages offered in English and Hindi: remembered across visits, and set on
 * <html lang> while the page is open so screen readers and fonts pick the right script. The rest of the
 * app is English, so leaving the page puts `lang` back.
 */
export function useLanguage(): [Lang, (lang: Lang) => void] {
  const [lang, setLangState] = useState<Lang>(storedLang);

  useEffect(() => {
    // The Devanagari font needs nothing here: src/fonts.css has the browser fetch it whenever Devanagari is on screen.
    document.documentElement.lang = lang;
    return () => {
      document.documentElement.lang = 'en';
    };
  }, [lang]);

  const setLang = useCallback((next: Lang) => {
    setLangState(next);
    try {
      localStorage.setItem(LANG_STORAGE_KEY, next);
    } catch {
      // Not remembered, but the switch itself still works.
    }
  }, []);

  return [lang, setLang];
}
