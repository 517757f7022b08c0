/** The family src/fonts.css declares for the Devanagari block. */
const FAMILY = 'Noto Sans Devanagari Variable';

const unquoted = (family: string) => family.replace(/["']/g, '');

/**
 * Fetches the Devanagari web font again when the style sheet's face failed (a language picked offline): a face that
 * failed keeps failing for the rest of the visit, so the page would keep the phone's own font. The new face is made
 * from the style sheet's own rule (its URL, range and weights), and, added after it, is the one the page then uses.
 */
export function retryDevanagariFont(tries = 3): void {
  // A browser without the CSS Font Loading API (and jsdom in the component tests) has no face to fetch again.
  const fontSet: FontFaceSet | undefined = document.fonts;
  if (!fontSet) return;
  const faces = [...fontSet].filter((face) => unquoted(face.family) === FAMILY);
  // Not failed, or already fetched again (or being fetched).
  if (!faces.some((face) => face.status === 'error') || faces.some((face) => face.status !== 'error')) return;
  for (const sheet of document.styleSheets) {
    for (const rule of sheet.cssRules) {
      if (!(rule instanceof CSSFontFaceRule) || unquoted(rule.style.getPropertyValue('font-family')) !== FAMILY) continue;
      const face = new FontFace(FAMILY, rule.style.getPropertyValue('src'), {
        style: rule.style.getPropertyValue('font-style'),
        weight: rule.style.getPropertyValue('font-weight'),
        display: 'swap',
        unicodeRange: rule.style.getPropertyValue('unicode-range'),
      });
      document.fonts.add(face);
      // Failed again: the network is not through yet (the browser says it is back a moment early), or dropped once more,
      // when the next 'online' tries anew.
      face.load().catch(() => {
        document.fonts.delete(face);
        if (navigator.onLine && tries > 1) setTimeout(() => retryDevanagariFont(tries - 1), 2000);
      });
    }
  }
}
