/** What the upload accepts beyond the count and size: the type is read from the file's bytes. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const PHOTO_MESSAGES = {
  badType: 'Only PNG, JPG or WebP images are allowed',
  unreadable: 'An image could not be read. Please choose another photo.',
  tooManyPixels: 'Image dimensions are too large (at most 40 megapixels)',
} as const;

/** Guards against decompression bombs: a small file that decodes to a huge bitmap. */
export const MAX_IMAGE_PIXELS = 40_000_000;
