/** The listing screens' words not yet in the catalogues (src/i18n/catalogues): the upload wizard's and My Properties'. */
export const listingsCopy = {
  // The upload wizard's type choice; the list's words are in src/i18n/catalogues (part `list`).
  filter: {
    forSale: 'For Sale',
    forRent: 'For Rent',
  },
  mine: {
    title: 'My Properties',
    empty: "You haven't added any properties yet.",
    loading: 'Loading your properties...',
    failed: 'Could not load your properties.',
    retry: 'Try again',
    upload: 'Upload Property',
  },
} as const;
