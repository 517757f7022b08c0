import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { OffMarketBanner } from '#src/features/listings/availability/off-market-banner.tsx';
import { LanguageProvider } from '#src/i18n/language-context.tsx';
import { englishTranslator, type Translator } from '#src/i18n/translator.ts';
import { AvailabilityNote } from '#src/ui/listing/availability-note.tsx';
import { HiddenNote } from '#src/ui/listing/hidden-note.tsx';
import { STATIONS } from '#src/domain/stations.ts';
import { translatorWithEveryPart } from '../../helpers/language.ts';

// 12 Nov in Mumbai whatever the machine's zone: 06:30 UTC is noon there.
const changedAt = '2026-11-12T06:30:00.000Z';
const malad = STATIONS.indexOf('Malad');

function inLanguage(children: ReactNode, translator: Translator = englishTranslator) {
  return render(
    <LanguageProvider initial={translator}>
      <MemoryRouter>{children}</MemoryRouter>
    </LanguageProvider>,
  );
}

it('marks a card sold, rented or withdrawn with its day, and says nothing of one on the market', () => {
  const note = (availability: 'available' | 'sold' | 'rented' | 'withdrawn') =>
    inLanguage(<AvailabilityNote property={{ availability, availabilityChangedAt: changedAt }} />);
  let view = note('sold');
  expect(view.container.textContent).toBe('Sold on 12 Nov');
  view.unmount();
  view = note('rented');
  expect(view.container.textContent).toBe('Rented on 12 Nov');
  view.unmount();
  view = note('withdrawn');
  expect(view.container.textContent).toBe('Withdrawn');
  view.unmount();
  view = note('available');
  expect(view.container.textContent).toBe('');
  view.unmount();
  // The wishlist's note under a card: a sold listing says so rather than "may no longer be available".
  view = inLanguage(<HiddenNote property={{ confirmedAt: '2020-01-01T00:00:00.000Z', availability: 'sold', availabilityChangedAt: changedAt }} />);
  expect(view.container.textContent).toBe('Sold on 12 Nov');
});

it('says at the top of the page that the home is sold, and links to the same station and type', () => {
  inLanguage(<OffMarketBanner listing={{ type: 'sale', station: malad, availability: 'sold', availabilityChangedAt: changedAt }} />);
  expect(screen.getByRole('heading', { name: 'Sold on 12 Nov' })).toBeTruthy();
  const link = screen.getByRole('link', { name: 'See similar homes at Malad' });
  expect(link.getAttribute('href')).toBe('/properties?type=sale&areaFrom=Malad&areaTo=Malad');
});

it('speaks Hindi and Marathi, station names and dates included', async () => {
  const listing = { type: 'rent' as const, station: malad, availability: 'rented' as const, availabilityChangedAt: changedAt };
  let view = inLanguage(<OffMarketBanner listing={listing} />, await translatorWithEveryPart('hi'));
  expect(screen.getByRole('heading').textContent).toMatch(/को किराये पर गया$/);
  expect(screen.getByRole('link').textContent).toBe('मालाड में मिलते-जुलते घर देखें');
  expect(view.container.textContent).not.toMatch(/[A-Za-z]/);
  view.unmount();
  view = inLanguage(<OffMarketBanner listing={{ ...listing, availability: 'withdrawn' }} />, await translatorWithEveryPart('mr'));
  expect(screen.getByRole('heading').textContent).toBe('मालकाने मागे घेतले');
  expect(view.container.textContent).not.toMatch(/[A-Za-z]/);
  view.unmount();
  view = inLanguage(<AvailabilityNote property={{ availability: 'sold', availabilityChangedAt: changedAt }} />, await translatorWithEveryPart('mr'));
  expect(view.container.textContent).toMatch(/रोजी विकले गेले$/);
  expect(view.container.textContent).not.toMatch(/[A-Za-z]/);
});
