/** The words of a hidden listing's note, apart from the card's: only the wishlist and My Properties show it. */
export const hiddenCopy = {
  noLongerAvailable: 'No longer available',
  hiddenByTeam: 'Hidden by our team',
  reason: (reason: string) => `Reason: ${reason}`,
} as const;
