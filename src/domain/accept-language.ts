// Apart from src/domain/languages.ts: only the server reads the header, so the browser's first load does not carry this.

/**
 * Accept-Language ("mr-IN,mr;q=0.9,en;q=0.8") as its tags, best first (by q, then by order). Anything malformed is
 * skipped, never trusted; a header longer than any browser sends is cut short.
 */
export function acceptLanguageOrder(header: string): string[] {
  return header
    .slice(0, 512)
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const weight = params.find((p) => /^\s*q=/.test(p));
      // A weight that is not one (q=2, q=abc) makes the tag unusable rather than preferred.
      const q = weight === undefined ? 1 : Number(/^\s*q=((?:0(?:\.\d{0,3})?)|(?:1(?:\.0{0,3})?))\s*$/.exec(weight)?.[1] ?? 0);
      return { tag: tag.trim(), q, index };
    })
    .filter((p) => p.q > 0 && /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(p.tag))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((p) => p.tag);
}
