/** Every word the Share control shows (issue 19). */
export const shareCopy = {
  share: 'Share',
  copyLink: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Could not copy the link',
  whatsapp: 'WhatsApp',
  whatsappLabel: (title: string) => `Share ${title} on WhatsApp`,
  message: (title: string, place: string) => `${title}, ${place} on Mumbai Homes`,
} as const;
