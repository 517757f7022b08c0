import { isLang, LANG_COOKIE, type Lang, negotiateLang } from '../domain/languages.ts';

export const LANG_STORAGE_KEY = 'mumbai-homes.lang';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The chosen language, kept on the device and in the cookie that has the server render pages in it. */
export function rememberLang(lang: Lang): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage can be blocked (private modes, strict settings): the cookie still carries the choice.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari; this cookie holds one of three fixed words.
  document.cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}

function storedLang(): Lang | null {
  try {
    const value = localStorage.getItem(LANG_STORAGE_KEY);
    return isLang(value) ? value : null;
  } catch {
    return null;
  }
}

/** The language in the `lang` cookie: the server sets it at sign-in from the account (decision 0046). */
export function cookieLang(): Lang | null {
  const value = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANG_COOKIE)?.[1];
  return isLang(value) ? value : null;
}

/** The reader's language: the choice on the device, else the cookie, else (a first visit) the phone's languages. */
export function preferredLang(): Lang {
  return storedLang() ?? cookieLang() ?? negotiateLang(navigator.languages);
}

/** The language the server rendered this page in (its <html lang>): the browser must hydrate in it, or the text would not match. */
export function renderedLang(doc: Document): Lang {
  const rendered = doc.documentElement.lang;
  return isLang(rendered) ? rendered : 'en';
}
