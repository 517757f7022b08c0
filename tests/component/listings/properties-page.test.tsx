import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import PropertiesPage from '#src/features/listings/pages/properties-page.tsx';
import { publishCatalogue, registerCatalogueReads } from '#src/offline/catalogue/index.ts';
import { publishListings } from '../../helpers/catalogue-here.ts';
import { STATIONS } from '#src/domain/stations.ts';
import { renderPage } from '../../helpers/render.tsx';
import { makeProperty, USER } from './make-property.ts';
import { mockApi } from '../../helpers/api-mock.ts';
import { NO_SESSION, session } from './api-replies.ts';

// These pages make several requests and renders per step; a busy two-core machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

const andheri = makeProperty({ propertyName: '2 BHK near Andheri station', location: 'Andheri West' });
const bandra = makeProperty({ propertyName: 'Sea-facing flat', location: 'Bandra West', type: 'rent', price: 85_000, wifi: true, gym: true });
const dadar = makeProperty({ propertyName: 'Shop near Dadar market', location: 'Dadar East', ucresale: 'under construction', reraNumber: 'P51900012345' });
const ALL = [dadar, bandra, andheri];

const titles = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

it("shows the server's page and its total, with the card facts", async () => {
  const f = mockApi({
    'GET /api/auth/session': () => NO_SESSION,
    'GET /api/property/getProperties': () => ({ status: 200, body: { properties: ALL, nextCursor: 'c2', total: 40 } }),
  });
  renderPage(<PropertiesPage />, { path: '/properties' });
  expect(screen.getByText('Loading properties...')).toBeInTheDocument();
  expect(await screen.findByText('Showing 40 properties')).toBeInTheDocument();
  expect(titles()).toEqual(['Shop near Dadar market', 'Sea-facing flat', '2 BHK near Andheri station']);
  const rent = within(screen.getByRole('article', { name: 'Sea-facing flat' }));
  expect(rent.getByText('For Rent')).toBeInTheDocument();
  expect(rent.getByText('₹85,000 /mo')).toBeInTheDocument();
  const sale = within(screen.getByRole('article', { name: '2 BHK near Andheri station' }));
  expect(sale.getByText('₹1,85,00,000')).toBeInTheDocument();
  expect(sale.getByText('(₹1.85 Cr)')).toBeInTheDocument();
  expect(sale.getByText('650 sq ft')).toBeInTheDocument();
  expect(sale.getByRole('link', { name: '2 BHK near Andheri station' })).toHaveAttribute('href', `/property/${andheri._id}`);
  expect(within(screen.getByRole('article', { name: 'Shop near Dadar market' })).getByText('MahaRERA P51900012345')).toBeInTheDocument();
  expect(f.calls.find((c) => c.url.pathname === '/api/property/getProperties')?.url.searchParams.get('limit')).toBe('12');
  // Visitors do not get the signed-in links.
  expect(screen.queryByRole('link', { name: 'Upload Property' })).toBeNull();
});

it('before the catalogue is on the device, keeps the previous results with a cue while the server answers what is typed', async () => {
  let answerSearch: (() => void) | undefined;
  mockApi({
    'GET /api/auth/session': () => session(USER),
    'GET /api/property/getProperties': ({ url }) => {
      if (!url.searchParams.get('q')) return { status: 200, body: { properties: ALL, nextCursor: null, total: 3 } };
      return new Promise((resolve) => {
        answerSearch = () => resolve({ status: 200, body: { properties: [dadar], nextCursor: null, total: 1 } });
      });
    },
  });
  const user = userEvent.setup();
  const { router } = renderPage(<PropertiesPage />, { path: '/properties' });
  await screen.findByText('Showing 3 properties');
  expect(screen.getByRole('link', { name: 'Upload Property' })).toHaveAttribute('href', '/upload-property');
  expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
  expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/my-bookings');

  // Not a guess from the loaded page (which could read 'No properties found'): the previous results, with a cue.
  await user.type(screen.getByLabelText('Search properties'), 'Dadar');
  expect(screen.queryByText('No properties found')).toBeNull();
  expect(titles()).toEqual(['Shop near Dadar market', 'Sea-facing flat', '2 BHK near Andheri station']);
  expect(screen.getByText('Updating results...')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.search).toBe('?q=Dadar'));
  await waitFor(() => expect(answerSearch).toBeDefined());
  expect(screen.queryByText('No properties found')).toBeNull();
  answerSearch?.();
  await waitFor(() => expect(titles()).toEqual(['Shop near Dadar market']));
  expect(screen.getByText('Showing 1 property')).toBeInTheDocument();
  expect(screen.queryByText('Updating results...')).toBeNull();
});

it('with the catalogue on the device, filters every listing at each keystroke, whatever the server is doing', async () => {
  // The server never answers: the list, its count and the empty state come from the catalogue alone.
  mockApi({ 'GET /api/auth/session': () => NO_SESSION, 'GET /api/property/getProperties': () => new Promise(() => undefined) });
  publishListings({ listings: ALL, syncedAt: Date.now(), range: null });
  try {
    const user = userEvent.setup();
    renderPage(<PropertiesPage />, { path: '/properties' });
    await screen.findByText('Showing 3 properties');
    await user.type(screen.getByLabelText('Search properties'), 'BAND');
    expect(titles()).toEqual(['Sea-facing flat']);
    expect(screen.getByText('Showing 1 property')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search properties'));
    await user.type(screen.getByLabelText('Search properties'), 'zzz');
    expect(screen.getByText('No properties found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
  } finally {
    publishListings({ listings: null, syncedAt: null, range: null });
  }
});

it('keeps every card the user has scrolled to when the catalogue arrives, and adds a page at a time from it', async () => {
  const many = Array.from({ length: 26 }, (_, i) => makeProperty({ propertyName: `Studio ${i + 1}` }));
  mockApi({
    'GET /api/auth/session': () => NO_SESSION,
    'GET /api/property/getProperties': ({ url }) =>
      url.searchParams.get('cursor') === 'c3'
        ? { status: 200, body: { properties: many.slice(24), nextCursor: null, total: 26 } }
        : url.searchParams.get('cursor')
          ? { status: 200, body: { properties: many.slice(12, 24), nextCursor: 'c3', total: 26 } }
          : { status: 200, body: { properties: many.slice(0, 12), nextCursor: 'c2', total: 26 } },
  });
  try {
    const user = userEvent.setup();
    renderPage(<PropertiesPage />, { path: '/properties' });
    await screen.findByText('Showing 26 properties');
    await user.click(screen.getByRole('button', { name: 'Load more properties' }));
    await waitFor(() => expect(titles()).toHaveLength(24));
    // The catalogue lands while the user reads card 24: the list must not shrink back to its first page under them.
    act(() => publishListings({ listings: many, syncedAt: Date.now(), range: null }));
    expect(titles()).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Load more properties' }));
    expect(titles()).toHaveLength(26);
    expect(screen.queryByRole('button', { name: 'Load more properties' })).toBeNull();
  } finally {
    act(() => publishListings({ listings: null, syncedAt: null, range: null }));
  }
});

it('past the device limit, answers from the stretch of stations the device keeps', async () => {
  const borivali = makeProperty({ propertyName: 'Borivali 1 BHK', location: 'Borivali West' });
  const kandivali = makeProperty({ propertyName: 'Kandivali 2 BHK', location: 'Kandivali East' });
  mockApi({ 'GET /api/auth/session': () => NO_SESSION, 'GET /api/property/getProperties': () => new Promise(() => undefined) });
  publishListings({ listings: [borivali, kandivali], syncedAt: Date.now(), range: [STATIONS.indexOf('Borivali'), STATIONS.indexOf('Andheri')] });
  try {
    renderPage(<PropertiesPage />, { path: '/properties', at: '/properties?areaFrom=Kandivali&areaTo=Borivali' });
    // Within the stretch: from the device, whatever the server is doing.
    await screen.findByText('Showing 2 properties');
    expect(titles()).toEqual(['Borivali 1 BHK', 'Kandivali 2 BHK']);
  } finally {
    publishListings({ listings: null, syncedAt: null, range: null });
  }
});

it('past the device limit, asks the server for stations beyond the stretch the device keeps', async () => {
  const borivali = makeProperty({ propertyName: 'Borivali 1 BHK', location: 'Borivali West' });
  const f = mockApi({ 'GET /api/auth/session': () => NO_SESSION, 'GET /api/property/getProperties': () => new Promise(() => undefined) });
  publishListings({ listings: [borivali], syncedAt: Date.now(), range: [STATIONS.indexOf('Borivali'), STATIONS.indexOf('Andheri')] });
  try {
    // Dadar is not kept: the device's listings would be a false answer.
    renderPage(<PropertiesPage />, { path: '/properties', at: '/properties?areaFrom=Borivali&areaTo=Dadar' });
    expect(await screen.findByText('Loading properties...')).toBeInTheDocument();
    await waitFor(() => expect(f.callsTo('GET /api/property/getProperties').at(-1)?.url.searchParams.get('areaTo')).toBe('Dadar'));
    expect(screen.queryByText('No properties found')).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
  } finally {
    publishListings({ listings: null, syncedAt: null, range: null });
  }
});

it('applies the panel to the URL and the API with the same names, and counts active filters', async () => {
  const f = mockApi({
    'GET /api/auth/session': () => NO_SESSION,
    'GET /api/property/getProperties': ({ url }) => ({
      status: 200,
      body: url.searchParams.get('type') === 'rent' ? { properties: [bandra], nextCursor: null, total: 1 } : { properties: ALL, nextCursor: null, total: 3 },
    }),
  });
  const user = userEvent.setup();
  const { router } = renderPage(<PropertiesPage />, { path: '/properties' });
  await screen.findByText('Showing 3 properties');
  // The panel is its own chunk: it may still be on its way when the count shows.
  await user.selectOptions(await screen.findByLabelText('Property Type'), 'For Rent');
  await user.click(screen.getByLabelText('WiFi'));
  await user.click(screen.getByLabelText('Gym'));
  await user.type(screen.getByLabelText('Maximum Price'), '90000');
  await user.click(screen.getByRole('button', { name: /From/ }));
  await user.click(screen.getByRole('option', { name: 'Khar Road' }));
  await user.click(screen.getByRole('button', { name: /^To/ }));
  await user.click(screen.getByRole('option', { name: 'Mahim' }));
  // Nothing changes until Apply.
  expect(router.state.location.search).toBe('');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  const expected = 'type=rent&areaFrom=Khar+Road&areaTo=Mahim&maxPrice=90000&amenities=gym%2Cwifi';
  await waitFor(() => expect(router.state.location.search).toBe(`?${expected}`));
  await screen.findByText('Showing 1 property');
  expect(titles()).toEqual(['Sea-facing flat']);
  expect(f.calls.at(-1)?.url.search).toBe(`?${expected}&limit=12`);
  expect(screen.getByRole('button', { name: 'Filters 5 active' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Clear All' }));
  await waitFor(() => expect(router.state.location.search).toBe(''));
  expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  expect(screen.getByLabelText('Property Type')).toHaveValue('');
});

it('reads a shared filter URL into the panel and the first request', async () => {
  const f = mockApi({
    'GET /api/auth/session': () => NO_SESSION,
    'GET /api/property/getProperties': () => ({ status: 200, body: { properties: [dadar], nextCursor: null, total: 1 } }),
  });
  renderPage(<PropertiesPage />, { path: '/properties', at: '/properties?q=shop&status=under+construction&location=dadar&amenities=bogus' });
  await screen.findByText('Showing 1 property');
  const asked = f.calls.find((c) => c.url.pathname === '/api/property/getProperties')?.url.searchParams;
  expect(asked?.get('q')).toBe('shop');
  expect(asked?.get('status')).toBe('under construction');
  expect(asked?.get('location')).toBe('dadar');
  expect(asked?.has('amenities')).toBe(false);
  expect(screen.getByLabelText('Search properties')).toHaveValue('shop');
  expect(screen.getByLabelText('Under Construction')).toBeChecked();
  expect(screen.getByLabelText('Location')).toHaveValue('dadar');
});

it('keeps filtering what it has when the server cannot be reached', async () => {
  let online = true;
  mockApi({
    'GET /api/auth/session': () => NO_SESSION,
    'GET /api/property/getProperties': () => {
      if (online) return { status: 200, body: { properties: ALL, nextCursor: null, total: 3 } };
      throw new TypeError('Failed to fetch');
    },
  });
  const user = userEvent.setup();
  renderPage(<PropertiesPage />, { path: '/properties' });
  await screen.findByText('Showing 3 properties');
  online = false;
  await user.type(screen.getByLabelText('Search properties'), 'dadar');
  expect(await screen.findByText('You are offline: showing the listings saved on this device.')).toBeInTheDocument();
  expect(titles()).toEqual(['Shop near Dadar market']);
  // The count says it counts what the device holds, not every listing.
  expect(screen.getByText('1 listing saved on this device matches')).toBeInTheDocument();
});

it("with the server out of reach, waits for the device's answer rather than show what the pages seen before say", async () => {
  const f = mockApi({
    'GET /api/auth/session': () => NO_SESSION,
    'GET /api/property/getProperties': () => {
      throw new TypeError('Failed to fetch');
    },
  });
  // The device holds the catalogue, and its worker is still reading and indexing it: no answer yet.
  registerCatalogueReads(async (op) => {
    if (op === 'search') await new Promise(() => undefined);
    throw new Error(`no ${op} in this test`);
  });
  publishCatalogue({ count: 3, version: 9000, syncedAt: Date.now(), range: null });
  try {
    const user = userEvent.setup();
    renderPage(<PropertiesPage />, { path: '/properties' });
    await user.type(screen.getByLabelText('Search properties'), 'dadar');
    // The server was asked for what is typed, and failed.
    const askedForIt = () => f.callsTo('GET /api/property/getProperties').some((c) => c.url.searchParams.get('q') === 'dadar');
    await waitFor(() => expect(askedForIt()).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByText('Loading properties...')).toBeInTheDocument();
    // Nothing the device's answer would contradict: no empty state, no count of the pages seen before.
    expect(screen.queryByText('No properties found')).toBeNull();
    expect(screen.queryByText(/saved on this device match/)).toBeNull();
  } finally {
    publishListings({ listings: null, syncedAt: null, range: null });
  }
});

it('shows the applied filters as chips, the area by its stations, and a chip removes its filter', async () => {
  mockApi({
    'GET /api/auth/session': NO_SESSION,
    'GET /api/property/getProperties': { status: 200, body: { properties: ALL, nextCursor: null, total: 3 } },
  });
  const user = userEvent.setup();
  const { router } = renderPage(<PropertiesPage />, {
    path: '/properties',
    at: '/properties?type=sale&areaFrom=Borivali&areaTo=Andheri&maxPrice=8500000&amenities=gym',
  });
  const chips = within(await screen.findByRole('list', { name: 'Applied filters' }));
  expect(chips.getAllByRole('link').map((b) => b.textContent)).toEqual(['For Sale', 'Borivali - Andheri', 'Up to ₹85 L', 'Gym', 'Clear filters']);
  await user.click(chips.getByRole('link', { name: 'Remove filter: Borivali - Andheri' }));
  await waitFor(() => expect(router.state.location.search).toBe('?type=sale&maxPrice=8500000&amenities=gym'));
  await user.click(screen.getByRole('link', { name: 'Clear filters' }));
  await waitFor(() => expect(router.state.location.search).toBe(''));
  expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull();
});
