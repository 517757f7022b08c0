import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { WALK_CHANGED } from '#src/domain/walk-change.ts';
import MyPropertiesPage from '#src/features/listings/pages/my-properties-page.tsx';
import { renderPage } from '../../helpers/render.tsx';
import { makeProperty } from './make-property.ts';
import { mockApi } from '../../helpers/api-mock.ts';
import { SITE } from './api-replies.ts';

// These pages make several requests and renders per step; a busy two-core machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

it("says 'You haven't added any properties yet.' when there are none", async () => {
  mockApi({ 'GET /api/user/myproperties': () => ({ status: 200, body: [] }) });
  renderPage(<MyPropertiesPage />, { path: '/my-properties' });
  expect(await screen.findByText("You haven't added any properties yet.")).toBeInTheDocument();
});

it('lists the own listings and switches between grid and list', async () => {
  const mine = [makeProperty({ propertyName: 'Shop in Dadar' }), makeProperty({ propertyName: 'Plot in Virar' })];
  mockApi({ 'GET /api/user/myproperties': () => ({ status: 200, body: mine }) });
  const user = userEvent.setup();
  renderPage(<MyPropertiesPage />, { path: '/my-properties' });
  expect(await screen.findByRole('article', { name: 'Shop in Dadar' })).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Plot in Virar' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'List view' }));
  expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  // A row at every width: on a phone too, a compact row rather than the grid's card again.
  expect(screen.getByRole('article', { name: 'Shop in Dadar' })).toHaveClass('flex');
  expect(screen.getByRole('article', { name: 'Shop in Dadar' })).not.toHaveClass('flex-col');
});

it('shows when each listing was last confirmed, and confirms it in one tap', async () => {
  const old = makeProperty({ propertyName: 'Flat in Goregaon', confirmedAt: '2026-09-01T06:00:00.000Z' });
  const confirmed = { ...old, confirmedAt: new Date().toISOString() };
  // The page reads the list again after confirming (its state comes from the server): the server has the new date.
  let stored = old;
  const f = mockApi({
    'GET /api/site': SITE,
    'GET /api/user/myproperties': () => ({ status: 200, body: [stored] }),
    [`POST /api/user/myproperties/${old._id}/confirm`]: () => {
      stored = confirmed;
      return { status: 200, body: { message: 'Thanks: your listing is confirmed as available', property: confirmed } };
    },
  });
  renderPage(<MyPropertiesPage />, { path: '/my-properties' });
  const card = await screen.findByRole('article', { name: 'Flat in Goregaon' });
  expect(card).toHaveTextContent('Last confirmed available: 1 Sept 2026');
  expect(card).toHaveTextContent('May no longer be available');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Still available: Flat in Goregaon' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Thanks: your listing is confirmed as available');
  expect(card).not.toHaveTextContent('May no longer be available');
  expect(f.callsTo(`POST /api/user/myproperties/${old._id}/confirm`)).toHaveLength(1);
});

it('lets the owner set the walk to the station, refusing 61 with the rule, and clear it again', async () => {
  const flat = makeProperty({ propertyName: 'Flat in Malad', walkMinutes: null });
  const f = mockApi({
    'GET /api/site': SITE,
    'GET /api/user/myproperties': () => ({ status: 200, body: [flat] }),
    [`PATCH /api/property/walk/${flat._id}`]: ({ body }) => {
      const walkMinutes = body && typeof body === 'object' && 'walkMinutes' in body && typeof body.walkMinutes === 'number' ? body.walkMinutes : null;
      return { status: 200, body: { message: WALK_CHANGED, property: { ...flat, walkMinutes } } };
    },
  });
  const user = userEvent.setup();
  renderPage(<MyPropertiesPage />, { path: '/my-properties' });
  await screen.findByRole('article', { name: 'Flat in Malad' });
  await user.click(screen.getByRole('button', { name: /^(Add walk to station|Walk to station: \d+ min) · Flat in Malad$/ }));
  const field = await screen.findByLabelText('Walk to station (minutes)');
  await user.type(field, '61');
  await user.click(screen.getByRole('button', { name: 'Save walk time' }));
  expect(await screen.findByText('Walk to the station must be a whole number of minutes from 1 to 60')).toBeInTheDocument();
  expect(f.callsTo(`PATCH /api/property/walk/${flat._id}`)).toHaveLength(0);
  await user.clear(field);
  await user.type(field, '12');
  await user.click(screen.getByRole('button', { name: 'Save walk time' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Walk to the station updated');
  expect(screen.getByRole('button', { name: /^(Add walk to station|Walk to station: \d+ min) · Flat in Malad$/ })).toHaveTextContent('Walk to station: 12 min');
  expect(f.callsTo(`PATCH /api/property/walk/${flat._id}`).map((c) => c.body)).toEqual([{ walkMinutes: 12 }]);
});

it('offers Sold once on an available sale: in one tap beside Still available, not again under Availability', async () => {
  const sale = makeProperty({ propertyName: 'Flat in Kandivali', type: 'sale' });
  mockApi({ 'GET /api/site': SITE, 'GET /api/user/myproperties': () => ({ status: 200, body: [sale] }) });
  renderPage(<MyPropertiesPage />, { path: '/my-properties' });
  await screen.findByRole('article', { name: 'Flat in Kandivali' });
  expect(screen.getAllByRole('button', { name: /sold/i }).map((b) => b.getAttribute('aria-label'))).toEqual(['Sold: Flat in Kandivali']);
  expect(screen.getByRole('button', { name: 'Withdraw listing: Flat in Kandivali' })).toBeInTheDocument();
});
