import type { PropertyImage } from '../../domain/property.ts';
import { useT } from '../../i18n/language-context.tsx';

export const PLACEHOLDER = { src: '/placeholder-property.svg', width: 400, height: 200 } as const;

/** 'first': the page's main photo, fetched at once and before anything else; 'eager': above the fold, at once; 'lazy': when near. */
export type PhotoLoading = 'first' | 'eager' | 'lazy';

interface Props {
  image: PropertyImage | undefined;
  alt: string;
  /** The `sizes` the layout gives the photo, so the browser fetches the smallest width that fills it. */
  sizes: string;
  loading?: PhotoLoading;
}

/** One listing photo filling its box; intrinsic width and height are always set, so nothing shifts as it loads. */
export function PropertyPhoto({ image, alt, sizes, loading = 'lazy' }: Props) {
  const t = useT();
  if (!image) {
    return (
      <img
        src={PLACEHOLDER.src}
        width={PLACEHOLDER.width}
        height={PLACEHOLDER.height}
        alt={t('card.noPhoto')}
        className="size-full object-cover"
        loading={loading === 'lazy' ? 'lazy' : 'eager'}
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
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      // Only one photo competes with the page for a slow network's bandwidth: the one most likely to be seen first.
      fetchPriority={loading === 'first' ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
