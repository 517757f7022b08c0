/// <reference lib="webworker" />
import { isLang, LOCALES } from '../domain/languages.ts';
import { TIME_ZONE } from '../domain/time-zone.ts';

declare let self: DedicatedWorkerGlobalScope;

/**
 * Pays the browser's one-time start of its Intl services (decision 0070) on a thread of its own: formatting a price,
 * a plural or a date anywhere in the renderer process is then quick on the page's thread too. The page names its
 * language; the formats made here are the ones a first screen uses.
 */
self.onmessage = (event: MessageEvent<unknown>) => {
  const lang = isLang(event.data) ? event.data : 'en';
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(1);
  new Intl.PluralRules(LOCALES[lang]).select(1);
  new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE }).format(0);
  self.close();
};
