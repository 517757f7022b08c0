import type { ListingSummary } from '../../domain/catalogue.ts';
import type { Freshness } from '../../domain/freshness-core.ts';
import { PropertyCard, type CardAction, type CardLayout } from './property-card.tsx';

/** How many cards a phone or a desktop sees before scrolling: their photos load at once, the rest lazily. */
const ABOVE_THE_FOLD = 3;

/** Cards in 1, 2 or 3 columns by width (3 from xl: narrower, a card's photo had no room for its controls), or one per row in the list layout. */
export function ListingGrid({
  properties,
  layout,
  action,
  footer,
  freshness,
}: {
  properties: ListingSummary[];
  layout: CardLayout;
  action?: CardAction | undefined;
  footer?: CardAction | undefined;
  /** The days after which a card says "May no longer be available"; without them, no card says it. */
  freshness?: Freshness | undefined;
}) {
  return (
    <ul className={layout === 'grid' ? 'grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3' : 'flex flex-col gap-4'}>
      {properties.map((p, i) => (
        <li key={p._id}>
          <PropertyCard
            property={p}
            layout={layout}
            photoLoading={i === 0 ? 'first' : i < ABOVE_THE_FOLD ? 'eager' : 'lazy'}
            action={action}
            footer={footer}
            freshness={freshness}
          />
        </li>
      ))}
    </ul>
  );
}
