import { useEffect } from 'react';
import type { PropertyImage } from '../../domain/property.ts';
import { useWords } from '../../i18n/language-context.tsx';
import './card-words.ts';
import { PropertyPhoto, type PhotoLoading } from './property-photo.tsx';
import { useAutoAdvance, useCarousel } from './use-carousel.ts';

interface Props {
  images: PropertyImage[];
  title: string;
  sizes: string;
  /** How the cover photo loads; the others load when shown. */
  loading: PhotoLoading;
  /** True while the card is hovered: advance on a timer; false again: back to the first photo. */
  playing: boolean;
  /** The list's compact phone row: too small a photo for controls below sm. */
  compact?: boolean;
}

/** Dots shown at once: each is a 24 px target (WCAG 2.5.8), and more than five do not fit beside the count on a 256 px card. */
const MAX_DOTS = 5;

/** The window of dots around the shown photo: all of them up to MAX_DOTS, else five that slide with it. */
export function dotWindow(index: number, count: number): number[] {
  const shown = Math.min(count, MAX_DOTS);
  const start = Math.min(Math.max(index - Math.floor(MAX_DOTS / 2), 0), count - shown);
  return Array.from({ length: shown }, (_, i) => start + i);
}

const arrow = 'absolute top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-full bg-card/85 text-ink shadow-card hover:bg-card';

/**
 * The card's photo strip: previous/next with wraparound and dots to jump, and how many photos there
 * are. A 4:3 frame: at 2:1 a 213 px card's photo was 107 px tall and the heart covered the next arrow. The arrows sit at
 * mid-height, the dots and count along the bottom, clear of the badge and heart above (tests/e2e/screens.test.ts).
 */
export function CardCarousel({ images, title, sizes, loading, playing, compact = false }: Props) {
  const { index, next, prev, goTo } = useCarousel(images.length);
  const t = useWords('card');
  const many = images.length > 1;
  useAutoAdvance(playing && many, next);
  useEffect(() => {
    if (!playing) goTo(0);
  }, [playing, goTo]);

  return (
    // WAI-ARIA carousel pattern: a labelled group whose role description is "carousel".
    // biome-ignore lint/a11y/useSemanticElements: a photo carousel is no form: a fieldset would give it form semantics.
    <div role="group" className="relative aspect-[4/3] overflow-hidden bg-surface" aria-roledescription="carousel" aria-label={title}>
      <PropertyPhoto
        image={images[index]}
        alt={t('card.photoOf', { title, n: index + 1, total: images.length })}
        sizes={sizes}
        loading={index === 0 ? loading : 'lazy'}
      />
      {many && (
        <div className={compact ? 'max-sm:hidden' : ''}>
          <button type="button" className={`${arrow} left-2`} aria-label={t('card.previous')} onClick={prev}>
            <Chevron dir="left" />
          </button>
          <button type="button" className={`${arrow} right-2`} aria-label={t('card.next')} onClick={next}>
            <Chevron dir="right" />
          </button>
          <div className="absolute inset-x-2 bottom-1.5 flex items-center gap-2">
            <div className="flex flex-1 justify-center">
              {dotWindow(index, images.length).map((i) => (
                <button
                  key={images[i]?.imageUrl ?? i}
                  type="button"
                  aria-label={t('card.goTo', { n: i + 1 })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => goTo(i)}
                  className="grid size-6 place-items-center"
                >
                  <span className={`block size-2 rounded-full shadow ${i === index ? 'bg-card' : 'bg-card/50'}`} />
                </button>
              ))}
            </div>
            <span className="rounded-full bg-ink/70 px-1.5 py-0.5 text-xs font-semibold tabular-nums text-white">
              <span className="sr-only">{t('card.thumbnails')}: </span>
              {index + 1} / {images.length}
            </span>
          </div>
        </div>
      )}
    </div>
  );
}

export function Chevron({ dir }: { dir: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
      <path d={dir === 'left' ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}
