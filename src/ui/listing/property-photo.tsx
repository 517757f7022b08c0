import type { PropertyImage } from '../../domain/property.ts';
import { listingUiCopy } from './copy.ts';

export const PLACEHOLDER = { src: '/placeholder-property.svg', width: 400, height: 200 } as const;

interface Props {
  image: PropertyImage | undefined;
  alt: string;
  /** The `sizes` the layout gives the photo, so the browser fetches the smallest width that fills it. */
  sizes: string;
  /** Above the fold: fetch now and first. Below: let the browser wait until it is near. */
  eager?: boolean;
}

/** One listing photo filling its box; intrinsic width and height are always set, so nothing shifts as it loads. */
export function PropertyPhoto({ image, alt, sizes, eager = false }: Props) {
  if (!image) {
    return (
      <img
        src={PLACEHOLDER.src}
        width={PLACEHOLDER.width}
        height={PLACEHOLDER.height}
        alt={listingUiCopy.noPhoto}
        className="size-full object-cover"
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    );
  }
  return (
    <img
      src={image.imageUrl}
      srcSet={image.srcset || undefined}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      className="size-full object-cover"
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
