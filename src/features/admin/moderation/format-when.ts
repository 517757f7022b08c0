import { LANGS, type Lang, LOCALES } from '#src/domain/languages.ts';
import { TIME_ZONE } from '#src/domain/time-zone.ts';

// English keeps "26 Nov 2026, 2:05 pm"; Hindi and Marathi name the part of the day (दोपहर 2:05, दुपार 2:05), as
// src/domain/visit-time.ts does, since their locales' am/pm would leave Latin letters on a Devanagari screen.
const FORMATS = new Map(
  LANGS.map((lang) => [
    lang,
    lang === 'en'
      ? new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE })
      : new Intl.DateTimeFormat(LOCALES[lang], {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          dayPeriod: 'short',
          timeZone: TIME_ZONE,
        }),
  ]),
);

/** When a report was made or a listing changed, as Mumbai's clock read it, in the reader's language. */
export function formatWhen(iso: string, lang: Lang): string {
  const date = new Date(iso);
  return FORMATS.get(lang)?.format(date) ?? date.toISOString();
}
