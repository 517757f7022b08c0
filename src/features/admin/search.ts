/** Case-insensitive substring match of a search box's text against any of a row's fields; blank matches all. */
export function matchesSearch(query: string, fields: readonly string[]): boolean {
  const q = query.trim().toLocaleLowerCase('en-IN');
  return q === '' || fields.some((f) => f.toLocaleLowerCase('en-IN').includes(q));
}
