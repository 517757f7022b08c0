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
} as const;
