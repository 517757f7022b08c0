/** The owner's "Still available" on My Properties (issue 20), apart from the list's words: the list's first load does not carry them. */
export const confirmCopy = {
  lastConfirmed: (date: string) => `Last confirmed available: ${date}`,
  confirm: 'Still available',
  confirmFor: (name: string) => `Still available: ${name}`,
  confirming: 'Saving...',
  confirmFailed: 'Could not save. Please try again.',
  confirmOffline: 'You are offline. Confirming needs a connection.',
} as const;
