import type { PropertyImage } from '../../domain/property.ts';
import { Chevron } from './card-carousel.tsx';
import { useWords } from '../../i18n/language-context.tsx';
import './card-words.ts';
import { PropertyPhoto } from './property-photo.tsx';
import { useCarousel } from './use-carousel.ts';

const arrow = 'absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-card/85 text-ink shadow-card hover:bg-card';

/** The detail page's carousel: previous/next, an 'n / total' counter and a row of thumbnails. */
export function Gallery({ images, title }: { images: PropertyImage[]; title: string }) {
  const { index, next, prev, goTo } = useCarousel(images.length);
  const t = useWords('card');
  const many = images.length > 1;
  return (
    <section aria-roledescription="carousel" aria-label={title}>
      <div className="relative aspect-[16/10] overflow-hidden rounded-card bg-surface">
        <PropertyPhoto
          image={images[index]}
          alt={t('card.photoOf', { title, n: index + 1, total: images.length })}
          sizes="(min-width: 1024px) 768px, 100vw"
          loading="first"
        />
        {many && (
          <>
            <button type="button" className={`${arrow} left-3`} aria-label={t('card.previous')} onClick={prev}>
              <Chevron dir="left" />
            </button>
            <button type="button" className={`${arrow} right-3`} aria-label={t('card.next')} onClick={next}>
              <Chevron dir="right" />
            </button>
          </>
        )}
        {images.length > 0 && (
          <p className="absolute bottom-3 right-3 rounded-full bg-ink/70 px-3 py-1 text-xs font-semibold text-white" aria-live="polite">
            {index + 1} / {images.length}
          </p>
        )}
      </div>
      {many && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label={t('card.thumbnails')}>
          {images.map((img, i) => (
            <li key={img.imageUrl} className="shrink-0">
              <button
                type="button"
                onClick={() => goTo(i)}
                aria-label={t('card.goTo', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                className={`block h-14 w-20 overflow-hidden rounded-control border-2 ${i === index ? 'border-brand-600' : 'border-transparent opacity-75 hover:opacity-100'}`}
              >
                <img
                  src={img.imageUrl}
                  srcSet={img.srcset || undefined}
                  sizes="80px"
                  width={img.width}
                  height={img.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
