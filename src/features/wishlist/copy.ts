/** The wishlist's alert outside any screen (SPEC section 8); the screens' words are in src/i18n/catalogues (part `wish`). */
export const wishlistCopy = {
  loginRequired: 'Please login to add to wishlist',
} as const;
