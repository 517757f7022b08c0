import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import PropertyDetailPage from '#src/features/listings/pages/property-detail-page.tsx';
import { mockApi } from '../../helpers/api-mock.ts';
import { renderPage } from '../../helpers/render.tsx';
import { SITE } from './api-replies.ts';
import { makeProperty, USER } from './make-property.ts';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.restoreAllMocks());

const rent = makeProperty({
  propertyName: '2 BHK for rent',
  type: 'rent',
  price: 45_000,
  owner: USER._id,
  postedBy: 'agent',
  brokerageMonths: 1,
  maintenance: 2500,
  floor: 3,
  totalFloors: 10,
  possession: 'ready',
  builtYear: 2012,
  furnishing: 'semi',
});

it('lets the owner state the facts in the upload’s fields, prefilled, checked before anything is sent', async () => {
  const f = mockApi({
    'GET /api/auth/session': () => ({ status: 200, body: { user: USER } }),
    'GET /api/site': () => SITE,
    'GET /api/property/getProperty/*': () => ({ status: 200, body: rent }),
    'PATCH /api/property/facts/*': () => ({
      status: 200,
      body: {
        message: 'Listing facts updated',
        property: { ...rent, postedBy: 'owner', brokerageMonths: null, maintenance: 3500, floor: 7, totalFloors: 22 },
      },
    }),
  });
  renderPage(<PropertyDetailPage />, { path: '/property/:id', at: `/property/${rent._id}` });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit facts: 2 BHK for rent' }));
  const who = await screen.findByLabelText('Who is listing it?');
  expect(who).toHaveValue('agent');
  expect(screen.getByLabelText('Brokerage (months of rent, 0 to 3)')).toHaveValue(1);
  const maintenance = screen.getByLabelText('Society maintenance (₹ a month)');
  expect(maintenance).toHaveValue(2500);
  expect(screen.getByLabelText('Year built')).toHaveValue(2012);
  expect(screen.getByLabelText('Furnishing')).toHaveValue('semi');

  // Owner: the brokerage goes with the broker.
  await user.selectOptions(who, 'owner');
  expect(screen.queryByLabelText('Brokerage (months of rent, 0 to 3)')).toBeNull();
  await user.clear(maintenance);
  await user.type(maintenance, '3500');
  const floor = screen.getByLabelText('Floor (ground is 0)');
  const total = screen.getByLabelText('Floors in the building');
  await user.clear(floor);
  await user.type(floor, '23');
  await user.clear(total);
  await user.type(total, '22');
  await user.click(screen.getByRole('button', { name: 'Save facts' }));
  expect(await screen.findByText("The floor cannot be above the building's floors")).toBeInTheDocument();
  expect(floor).toHaveAttribute('aria-invalid', 'true');
  expect(floor).toHaveValue(23);
  expect(f.calls.some((c) => c.method === 'PATCH')).toBe(false);

  await user.clear(floor);
  await user.type(floor, '7');
  await user.click(screen.getByRole('button', { name: 'Save facts' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Listing facts updated');
  expect(f.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
    postedBy: 'owner',
    brokerageMonths: null,
    brokeragePercent: null,
    maintenance: 3500,
    floor: 7,
    totalFloors: 22,
    possession: 'ready',
    builtYear: 2012,
    parkingCovered: null,
    parkingOpen: null,
    furnishing: 'semi',
    facing: null,
    ocReceived: null,
  });
  const facts = await screen.findByTestId('listing-facts');
  await waitFor(() => expect(within(facts).getByText('7 of 22')).toBeInTheDocument());
});

it('shows the server’s refusal in the reader’s words and keeps what was typed', async () => {
  mockApi({
    'GET /api/auth/session': () => ({ status: 200, body: { user: USER } }),
    'GET /api/site': () => SITE,
    'GET /api/property/getProperty/*': () => ({ status: 200, body: rent }),
    'PATCH /api/property/facts/*': () => ({
      status: 400,
      body: { code: 'possessionInPast', message: 'The possession month has passed: say ready, or a month to come' },
    }),
  });
  renderPage(<PropertyDetailPage />, { path: '/property/:id', at: `/property/${rent._id}` });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit facts: 2 BHK for rent' }));
  const maintenance = await screen.findByLabelText('Society maintenance (₹ a month)');
  await user.clear(maintenance);
  await user.type(maintenance, '4000');
  await user.click(screen.getByRole('button', { name: 'Save facts' }));
  expect(await screen.findByText('The possession month has passed: say ready, or a month to come')).toBeInTheDocument();
  expect(maintenance).toHaveValue(4000);
});

it('is not offered to a reader who does not own the listing', async () => {
  mockApi({
    'GET /api/auth/session': () => ({ status: 200, body: { user: USER } }),
    'GET /api/site': () => SITE,
    'GET /api/property/getProperty/*': () => ({ status: 200, body: { ...rent, owner: 'someone-else' } }),
  });
  renderPage(<PropertyDetailPage />, { path: '/property/:id', at: `/property/${rent._id}` });
  await screen.findByRole('heading', { level: 1, name: '2 BHK for rent' });
  expect(screen.queryByRole('button', { name: /Edit facts/ })).toBeNull();
});
