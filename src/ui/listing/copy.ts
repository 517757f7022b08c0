import { MAY_BE_GONE } from '../../domain/freshness-core.ts';

// Made once: a formatter costs far more to make than to use, and a list makes one card after another.
const inNumbers = new Intl.NumberFormat('en-IN');

/** The words of the listing pieces that the listings and wishlist screens share. */
export const listingUiCopy = {
  forRent: 'For Rent',
  forSale: 'For Sale',
  viewDetails: 'View Details',
  furnished: 'Furnished',
  bedrooms: (n: number) => `${n} ${n === 1 ? 'Bed' : 'Beds'}`,
  sqft: (n: number) => `${inNumbers.format(n)} sq ft`,
  rera: (n: string) => `MahaRERA ${n}`,
  reraTitle: 'Registered with MahaRERA',
  noPhoto: 'No photo yet',
  photoOf: (title: string, n: number, total: number) => `${title}, photo ${n} of ${total}`,
  previous: 'Previous photo',
  next: 'Next photo',
  goTo: (n: number) => `Show photo ${n}`,
  counter: (n: number, total: number) => `${n} / ${total}`,
  thumbnails: 'Photos',
  view: 'View',
  gridView: 'Grid view',
  listView: 'List view',
  mayBeGone: MAY_BE_GONE,
  verifiedOn: (date: string) => `Verified by our agent on ${date}`,
} as const;
