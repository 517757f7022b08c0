const formats = new Map<string, Intl.DateTimeFormat>();

/** When a report was made or a listing changed, as Mumbai's clock read it, in the reader's locale. */
export function formatWhen(iso: string, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}
