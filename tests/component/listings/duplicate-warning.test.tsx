import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { PossibleDuplicate } from '#src/domain/duplicates.ts';
import { button, newUser, openWizard, photo, toFeatures } from './upload-wizard-helpers.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

let urls = 0;
beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:preview-${++urls}`, revokeObjectURL: () => undefined }));
});
afterEach(() => vi.unstubAllGlobals());

const listed: PossibleDuplicate = {
  _id: 'listed-1',
  propertyName: '1 BHK, Malad West, station 5 min',
  location: 'Malad West',
  type: 'sale',
  price: 8_400_000,
  carpetArea: 425,
  photoUrl: '/uploads/p/listed-1/a-320.webp',
  distance: 2,
};

async function toPublish(user: ReturnType<typeof userEvent.setup>) {
  await toFeatures(user);
  await user.upload(screen.getByLabelText(/Add photos/), [photo('front.jpg')]);
  await user.click(button('Publish Property'));
}

it('shows the listed home before publishing, takes the focus, and publishes only when asked again', async () => {
  const user = userEvent.setup();
  const { calls } = await openWizard(newUser(), undefined, () => ({ status: 200, body: { possibleDuplicates: [listed] } }));
  await toPublish(user);
  const warning = await screen.findByRole('region', { name: 'This looks like a home already listed' });
  await waitFor(() => expect(within(warning).getByRole('heading')).toHaveFocus());
  expect(within(warning).getByText(/match a listing already on the site/)).toBeInTheDocument();
  expect(within(warning).getByRole('link', { name: /1 BHK, Malad West, station 5 min/ })).toHaveAttribute('href', '/property/listed-1');
  expect(within(warning).getByRole('img', { name: 'Photo of 1 BHK, Malad West, station 5 min' })).toHaveAttribute('src', listed.photoUrl);
  expect(within(warning).getByText('Malad West · ₹84,00,000 · 425 sq ft')).toBeInTheDocument();
  expect(calls.filter((c) => c.path === '/api/property/create')).toHaveLength(0);
  // The check sent the form the upload would send.
  const checked = calls.find((c) => c.path === '/api/property/duplicate-check')?.body;
  expect(checked instanceof FormData && checked.get('location')).toBe('Malad West');

  await user.click(button('Publish anyway'));
  expect(await screen.findByText('My Properties page')).toBeInTheDocument();
  expect(calls.filter((c) => c.path === '/api/property/create')).toHaveLength(1);
});

it('publishes at once when nothing matches', async () => {
  const user = userEvent.setup();
  const { calls } = await openWizard(newUser());
  await toPublish(user);
  expect(await screen.findByText('My Properties page')).toBeInTheDocument();
  expect(screen.queryByText('This looks like a home already listed')).not.toBeInTheDocument();
  expect(calls.map((c) => c.path).filter((p) => p.startsWith('/api/property/'))).toEqual(['/api/property/duplicate-check', '/api/property/create']);
});

it('says the check could not run, and still lets the uploader publish', async () => {
  const user = userEvent.setup();
  const { calls } = await openWizard(newUser(), undefined, () => ({ status: 500, body: { message: 'Internal error', code: 'internal' } }));
  await toPublish(user);
  await screen.findByText('We could not check whether this home is already listed. You may still publish.');
  expect(calls.filter((c) => c.path === '/api/property/create')).toHaveLength(0);
  await user.click(button('Publish anyway'));
  expect(await screen.findByText('My Properties page')).toBeInTheDocument();
});
