/** The words of the owner's price change on My Properties and the listing's page (issue 19). */
export const priceCopy = {
  open: 'Change price',
  openFor: (name: string) => `Change price: ${name}`,
  label: 'New price (₹)',
  current: (price: string) => `Now ${price}`,
  reads: (price: string) => `Reads as ${price}`,
  submit: 'Save price',
  busy: 'Saving...',
  cancel: 'Cancel',
  failed: 'Could not save the price. Please try again.',
  offline: 'You are offline. Changing the price needs a connection.',
} as const;
