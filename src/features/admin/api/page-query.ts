/** Rows per page of an admin table: a screenful and more of the 500 px box, few enough to answer fast. */
export const ADMIN_PAGE_SIZE = 50;

/** The query string of one page: the search text, the page size and where the previous page ended. */
export function pageQuery(q: string, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE) });
  if (q.trim()) params.set('q', q.trim());
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}
