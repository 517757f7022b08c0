import { configure, screen, waitFor } from '@testing-library/react';
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

const rent = makeProperty({ propertyName: '1 BHK for rent', type: 'rent', price: 45_000, deposit: 270_000, owner: USER._id });

it('lets the owner change a rent’s deposit beside its price, checked before it is sent', async () => {
  const f = mockApi({
    'GET /api/auth/session': () => ({ status: 200, body: { user: USER } }),
    'GET /api/site': () => SITE,
    'GET /api/property/getProperty/*': () => ({ status: 200, body: rent }),
    'PATCH /api/property/deposit/*': () => ({ status: 200, body: { message: 'Deposit updated', property: { ...rent, deposit: 180_000 } } }),
  });
  renderPage(<PropertyDetailPage />, { path: '/property/:id', at: `/property/${rent._id}` });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Deposit: ₹2.7 L · 1 BHK for rent' }));
  const field = await screen.findByLabelText('Security deposit (₹)');
  await user.clear(field);
  await user.type(field, '1.5');
  await user.click(screen.getByRole('button', { name: 'Save deposit' }));
  expect(await screen.findByText('Deposit must be in whole rupees')).toBeInTheDocument();
  expect(f.calls.some((c) => c.method === 'PATCH')).toBe(false);
  await user.clear(field);
  await user.type(field, '180000');
  await user.click(screen.getByRole('button', { name: 'Save deposit' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Deposit updated');
  expect(f.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ deposit: 180_000 });
  await waitFor(() => expect(screen.getByTestId('cost-rent')).toHaveTextContent('Security deposit₹1.8 L'));
  expect(screen.getByRole('button', { name: 'Deposit: ₹1.8 L · 1 BHK for rent' })).toBeInTheDocument();
});

it('offers no deposit on a sale', async () => {
  mockApi({
    'GET /api/auth/session': () => ({ status: 200, body: { user: USER } }),
    'GET /api/site': () => SITE,
    'GET /api/property/getProperty/*': () => ({ status: 200, body: { ...rent, type: 'sale', price: 9_000_000, deposit: undefined } }),
  });
  renderPage(<PropertyDetailPage />, { path: '/property/:id', at: `/property/${rent._id}` });
  await screen.findByRole('button', { name: /Change price/ });
  expect(screen.queryByRole('button', { name: /deposit/i })).toBeNull();
});
