/** The applied-filter chips' words, apart from the list's: the chips' code and words load after the list's first paint. */
export const chipsCopy = {
  heading: 'Applied filters',
  remove: (label: string) => `Remove filter: ${label}`,
  location: (text: string) => `“${text}”`,
  upTo: (price: string) => `Up to ${price}`,
  clear: 'Clear filters',
} as const;
