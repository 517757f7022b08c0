/** Every word the recently viewed strip shows (issue 19). */
export const recentlyViewedCopy = {
  heading: 'Recently viewed',
  clear: 'Clear',
  clearLabel: 'Clear recently viewed',
} as const;
