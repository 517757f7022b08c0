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
  headingLevel,
}: {
  properties: ListingSummary[];
  layout: CardLayout;
  action?: CardAction | undefined;
  footer?: CardAction | undefined;
  /** The days after which a card says "May no longer be available"; without them, no card says it. */
  freshness?: Freshness | undefined;
  /** The cards' title level (PropertyCard): 2 on a page with no heading between its h1 and the cards. */
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className={layout === 'grid' ? 'grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3' : 'flex flex-col gap-4'}>
      {/* A card out of sight is neither styled, laid out nor painted until it nears the screen: a phone sees one or two
          of the twelve, and each keystroke's new cards cost it their layout (docs/decisions/0085). The
          size stands in until a card has been drawn once; then the browser remembers its own. */}
      {properties.map((p, i) => (
        <li key={p._id} className="[content-visibility:auto] [contain-intrinsic-size:auto_30rem]">
          <PropertyCard
            property={p}
            layout={layout}
            photoLoading={i === 0 ? 'first' : i < ABOVE_THE_FOLD ? 'eager' : 'lazy'}
            action={action}
            footer={footer}
            freshness={freshness}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
