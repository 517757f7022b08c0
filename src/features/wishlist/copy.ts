/** Every word the wishlist shows (SPEC sections 2, 5 and 8). */
export const wishlistCopy = {
  title: 'Wishlist',
  heading: 'My Wishlist',
  empty: 'No properties in wishlist.',
  browse: 'Browse Properties',
  loading: 'Loading your wishlist...',
  failed: 'Could not load your wishlist.',
  retry: 'Try again',
  loginRequired: 'Please login to add to wishlist',
  waiting: 'Will be sent when you are back online',
  add: (title: string) => `Save ${title} to wishlist`,
  remove: (title: string) => `Remove ${title} from wishlist`,
} as const;
