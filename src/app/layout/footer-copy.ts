/** The footer's words, apart from the top bar's: the footer's code and words load after the page's first paint. */
export const footerCopy = {
  quickLinks: 'Quick Links',
  services: 'Services',
  contact: 'Contact',
  city: 'Mumbai',
  tagline: 'Homes, shops and plots across the Western line, from Virar to Churchgate.',
  rights: 'All rights reserved.',
  version: 'Version',
  phone: 'Phone',
  email: 'Email',
  location: 'Location',
  rera: 'MahaRERA agent registration',
  reraNumber: (n: string) => `MahaRERA agent reg. ${n}`,
} as const;
