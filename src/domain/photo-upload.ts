/** What the upload accepts beyond the count and size: the type is read from the file's bytes. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Guards against decompression bombs: a small file that decodes to a huge bitmap. */
export const MAX_IMAGE_PIXELS = 40_000_000;
