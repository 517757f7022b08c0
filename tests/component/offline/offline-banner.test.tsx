import { act, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { EMPTY_FILTER } from '#src/domain/listing-filter-core.ts';
import { propertyKeys } from '#src/lib/query-keys/shared-keys.ts';
import { markCatalogueRead } from '#src/offline/catalogue/index.ts';
import { publishListings } from '../../helpers/catalogue-here.ts';
import { translatorWithEveryPart } from '../../helpers/language.ts';
import { OfflineBanner } from '#src/offline/offline-banner.tsx';
import { renderPage } from '../../helpers/render.tsx';

afterEach(() => {
  publishListings({ listings: null, syncedAt: null, range: null });
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('online'));
});

// First: the catalogue's read from the device happens once per page, and every later test runs after it.
it('says only "Offline" until the device has been read, then what it holds', () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  renderPage(<OfflineBanner />);
  expect(screen.getByRole('status')).toHaveTextContent(/^Offline$/);
  act(() => {
    publishListings({ listings: [], syncedAt: Date.now() - 3.5 * 60_000, range: null });
    markCatalogueRead();
  });
  expect(screen.getByRole('status')).toHaveTextContent('Offline · updated 3 minutes ago');
});

it('says nothing online, and offline says so with how old the data on the device is', async () => {
  const view = renderPage(<OfflineBanner />);
  view.client.setQueryData(propertyKeys.list(EMPTY_FILTER), { pages: [] }, { updatedAt: Date.now() - 5 * 60_000 });
  expect(screen.getByRole('status')).toHaveTextContent('');
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
  expect(screen.getByRole('status')).toHaveTextContent('Offline · updated 5 minutes ago');
});

it('says when nothing was ever saved on the device', () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  renderPage(<OfflineBanner />);
  expect(screen.getByRole('status')).toHaveTextContent('Offline · nothing saved on this device yet');
});

it("says how old the device's data is in the reader's language", async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const view = renderPage(<OfflineBanner />, { translator: await translatorWithEveryPart('hi') });
  act(() => void view.client.setQueryData(propertyKeys.list(EMPTY_FILTER), { pages: [] }, { updatedAt: Date.now() - 2.5 * 3_600_000 }));
  expect(screen.getByRole('status')).toHaveTextContent('ऑफ़लाइन · 2 घंटे पहले अपडेट हुआ');
});
