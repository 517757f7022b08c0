/** The upload wizard's words not yet in the catalogues (src/i18n/catalogues). */
export const listingsCopy = {
  // The upload wizard's type choice; the list's words are in src/i18n/catalogues (part `list`).
  filter: {
    forSale: 'For Sale',
    forRent: 'For Rent',
  },
} as const;
