import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { PriceHistory } from '#src/features/listings/price/price-history.tsx';
import { LanguageProvider } from '#src/i18n/language-context.tsx';
import { englishTranslator, type Translator } from '#src/i18n/translator.ts';
import { PriceDropBadge } from '#src/ui/listing/price-drop-badge.tsx';
import { PropertyCard } from '#src/ui/listing/property-card.tsx';
import { translatorWithEveryPart } from '../../helpers/language.ts';
import { CardShell } from '../../helpers/render.tsx';
import { makeProperty } from './make-property.ts';

const now = new Date('2026-11-26T06:30:00.000Z');
const listedAt = '2026-10-03T05:00:00.000Z';
const twoPrices = {
  type: 'sale' as const,
  listedAt,
  priceHistory: [
    { date: listedAt, price: 13_500_000 },
    { date: '2026-11-12T05:00:00.000Z', price: 12_500_000 },
  ],
};

function show(listing: Parameters<typeof PriceHistory>[0]['listing'], translator: Translator = englishTranslator) {
  return render(
    <LanguageProvider initial={translator}>
      <PriceHistory listing={listing} now={now} />
    </LanguageProvider>,
  );
}

it('says where the price started, where it stands and by how much, and how long the listing has been up', () => {
  show(twoPrices);
  expect(screen.getByText('Listed at ₹1.35 Cr on 3 Oct · ₹1.25 Cr since 12 Nov (\u22127%)')).toBeTruthy();
  expect(screen.getByText('Listed 54 days ago')).toBeTruthy();
  // The chart is drawn for two points and says every point in words.
  expect(screen.getByRole('img', { name: 'Price over time: 3 Oct: ₹1.35 Cr, 12 Nov: ₹1.25 Cr' })).toBeTruthy();
});

it('shows a single price without a chart or a change, and a rise with a plus', () => {
  const { unmount } = show({ type: 'sale', listedAt: '2026-11-26T01:00:00.000Z', priceHistory: [{ date: '2026-11-26T01:00:00.000Z', price: 9_000_000 }] });
  expect(screen.getByText('Listed at ₹90 L on 26 Nov')).toBeTruthy();
  expect(screen.getByText('Listed today')).toBeTruthy();
  expect(screen.queryByRole('img')).toBeNull();
  unmount();
  show({
    type: 'sale',
    listedAt,
    priceHistory: [
      { date: listedAt, price: 10_000_000 },
      { date: '2026-11-25T05:00:00.000Z', price: 10_500_000 },
    ],
  });
  expect(screen.getByText(/\(\+5%\)$/)).toBeTruthy();
  expect(screen.getByText('Listed 54 days ago')).toBeTruthy();
});

it('shows nothing for a listing drawn from a card while its full copy loads', () => {
  const { container } = show({ type: 'sale' });
  expect(container.textContent).toBe('');
});

it('speaks Hindi and Marathi, with their own date words', async () => {
  const { unmount } = show(twoPrices, await translatorWithEveryPart('hi'));
  expect(screen.getByTestId('price-history').textContent).toMatch(/लिस्ट की गई/);
  expect(screen.getByText('54 दिन पहले लिस्ट की गई')).toBeTruthy();
  expect(screen.getByTestId('price-history').textContent).not.toMatch(/Oct|Nov|Listed/);
  unmount();
  show(twoPrices, await translatorWithEveryPart('mr'));
  expect(screen.getByText('54 दिवसांपूर्वी जाहिरात दिली')).toBeTruthy();
  expect(screen.getByTestId('price-history').textContent).toMatch(/पासून/);
  expect(screen.getByTestId('price-history').textContent).not.toMatch(/Oct|Nov|Listed/);
});

it('tells of a drop in the last 30 days on a card, in each language, and not of an older one or a rise', async () => {
  const day = 86_400_000;
  const fresh = { date: new Date(Date.now() - 3 * day).toISOString(), percent: -7 };
  const card = render(
    <CardShell>
      <PropertyCard property={makeProperty({ propertyName: 'Dropped', lastPriceDrop: fresh })} layout="grid" />
    </CardShell>,
  );
  expect(screen.getByText('Price dropped 7%')).toBeTruthy();
  card.unmount();
  const badge = (drop: Parameters<typeof PriceDropBadge>[0]['drop'], translator: Translator = englishTranslator) =>
    render(
      <LanguageProvider initial={translator}>
        <PriceDropBadge drop={drop} />
      </LanguageProvider>,
    );
  let view = badge(fresh, await translatorWithEveryPart('hi'));
  expect(view.container.textContent).toBe('कीमत 7% घटी');
  view.unmount();
  view = badge(fresh, await translatorWithEveryPart('mr'));
  expect(view.container.textContent).toBe('किंमत 7% कमी झाली');
  view.unmount();
  view = badge({ date: new Date(Date.now() - 31 * day).toISOString(), percent: -7 });
  expect(view.container.textContent).toBe('');
  view.unmount();
  view = badge({ date: fresh.date, percent: 0 });
  expect(view.container.textContent).toBe('');
});
