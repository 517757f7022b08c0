import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import PropertyDetailPage from '#src/features/listings/pages/property-detail-page.tsx';
import { setNetwork } from '../../helpers/network.ts';
import { renderPage } from '../../helpers/render.tsx';
import { makeProperty, USER } from './make-property.ts';
import { mockApi, type Reply } from '../../helpers/api-mock.ts';
import { SITE } from './api-replies.ts';
import { myPropertiesQueryOptions } from '#src/features/listings/api/get-my-properties.ts';
import { publishListings } from '../../helpers/catalogue-here.ts';

// These pages make several requests and renders per step; a busy two-core machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const flat = makeProperty({
  propertyName: 'Sea-facing flat',
  type: 'rent',
  price: 85_000,
  owner: USER._id,
  parking: true,
  swimming: true,
  furnished: true,
  reraNumber: 'P51800012345',
});

function open(
  me: { status: number; body?: unknown },
  property: () => Reply,
  del: () => Reply = () => ({ status: 200, body: { message: 'Property deleted' } }),
) {
  const f = mockApi({
    'GET /api/auth/session': () => ({ status: 200, body: { user: me.body } }),
    'GET /api/site': () => SITE,
    'GET /api/property/getProperty/*': property,
    'DELETE /api/property/delete/*': del,
  });
  const view = renderPage(<PropertyDetailPage />, {
    path: '/property/:id',
    at: `/property/${flat._id}`,
    routes: { '/properties': <p>Properties page</p>, '/my-properties': <p>My Properties page</p> },
  });
  return { ...view, calls: f.calls };
}

it('shows the gallery, tiles present amenities only, price, badges and the configured agent', async () => {
  open({ status: 200, body: { ...USER, _id: 'someone-else' } }, () => ({ status: 200, body: flat }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sea-facing flat' })).toBeInTheDocument();
  expect(screen.getByText('1 / 3')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Show photo 3' }));
  expect(screen.getByText('3 / 3')).toBeInTheDocument();
  const tiles = screen.getAllByRole('listitem').map((li) => li.textContent);
  expect(tiles).toEqual(expect.arrayContaining(['2Bedrooms', '650Sq Ft', 'FurnishedFurnishing', 'Parking', 'Swimming Pool']));
  expect(tiles).not.toContain('Gym');
  expect(tiles).not.toContain('WiFi');
  expect(screen.getByText('₹85,000 /mo')).toBeInTheDocument();
  expect(screen.getByText('For rent')).toBeInTheDocument();
  expect(screen.getByText('MahaRERA P51800012345')).toBeInTheDocument();
  const agent = within(screen.getByRole('region', { name: 'Contact Agent' }));
  expect(await agent.findByRole('link', { name: 'Call +91 98200 12345' })).toHaveAttribute('href', 'tel:+919820012345');
  expect(agent.getByRole('link', { name: 'Email agent@mumbaihomes.in' })).toHaveAttribute('href', 'mailto:agent@mumbaihomes.in');
  // Not the owner, not an admin: Book Visit, no Delete.
  expect(screen.getByRole('link', { name: 'Book Visit' })).toHaveAttribute('href', `/book-visit/${flat._id}`);
  expect(screen.queryByRole('button', { name: 'Delete Property' })).toBeNull();
});

it('puts the price under the title, keeps /mo in the short form, and shows no bedrooms tile for a shop', async () => {
  const shop = { ...flat, propertyName: 'Shop near Dadar market', type: 'rent' as const, price: 150_000, bedrooms: 0, furnished: false };
  open({ status: 200, body: { ...USER, _id: 'someone-else' } }, () => ({ status: 200, body: shop }));
  const title = await screen.findByRole('heading', { level: 1, name: 'Shop near Dadar market' });
  // In the heading's block, straight after the title and address: not in a side card a phone scrolls to.
  const price = screen.getByTestId('listing-price');
  expect(title.parentElement).toContainElement(price);
  expect(price).toHaveTextContent('₹1,50,000 /mo₹1.5 L /mo');
  const tiles = screen.getAllByRole('listitem').map((li) => li.textContent);
  expect(tiles).toContain('UnfurnishedFurnishing');
  expect(tiles.some((t) => t?.includes('Bedrooms'))).toBe(false);
  // The phone's bottom bar: Call agent and Book Visit side by side.
  const bar = within(screen.getByTestId('visit-bar'));
  expect(await bar.findByRole('link', { name: 'Call agent' })).toHaveAttribute('href', 'tel:+919820012345');
  expect(bar.getByRole('link', { name: 'Book Visit' })).toHaveAttribute('href', `/book-visit/${flat._id}`);
});

it('lets the owner delete after the confirm prompt, alerts, and goes to My Properties', async () => {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  const user = userEvent.setup();
  const { calls } = open({ status: 200, body: USER }, () => ({ status: 200, body: flat }));
  await user.click(await screen.findByRole('button', { name: 'Delete Property' }));
  expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this property?');
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  await user.click(screen.getByRole('button', { name: 'Delete Property' }));
  expect(await screen.findByText('My Properties page')).toBeInTheDocument();
  expect(alert).toHaveBeenCalledWith('Property deleted successfully!');
  expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe(`/api/property/delete/${flat._id}`);
});

it("tells the owner of a listing hidden as a copy that it was taken for one, with the moderator's words", async () => {
  const hidden = { ...flat, hidden: true, hiddenReason: 'Same photos as a flat listed in May', hiddenAs: 'duplicate' };
  open({ status: 200, body: USER }, () => ({ status: 200, body: hidden }));
  const help = within(await screen.findByRole('region', { name: 'Our team has hidden this listing' }));
  expect(help.getByText('Reason:').closest('div')).toHaveTextContent('Reason: A copy of a home already listed');
  expect(help.getByText('In the moderator’s words:').closest('div')?.querySelector('q')).toHaveTextContent('Same photos as a flat listed in May');
});

it("lets an admin delete, and alerts 'Failed to delete the property.' when it fails", async () => {
  vi.spyOn(window, 'confirm').mockReturnValue(true);
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  const user = userEvent.setup();
  open(
    { status: 200, body: { ...USER, _id: 'admin-1', role: 'admin' } },
    () => ({ status: 200, body: flat }),
    () => ({ status: 500 }),
  );
  await user.click(await screen.findByRole('button', { name: 'Delete Property' }));
  await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to delete the property.'));
  expect(screen.getByRole('heading', { level: 1, name: 'Sea-facing flat' })).toBeInTheDocument();
});

it("says 'Property not found.' for a listing that does not exist", async () => {
  open({ status: 200, body: USER }, () => ({ status: 404, body: { message: 'Property not found.' } }));
  expect(await screen.findByRole('heading', { name: 'Property not found.' })).toBeInTheDocument();
});

it('says a listing never opened on this device is not available offline, rather than a generic error', async () => {
  open({ status: 200, body: USER }, () => 'network-down');
  expect(await screen.findByRole('heading', { name: 'This property is not available offline' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Open it again when you are back online.');
  expect(screen.getByRole('link', { name: 'Back to properties' })).toHaveAttribute('href', '/properties');
});

it("offline, shows Book Visit on another's listing known only from the catalogue, never on the user's own", async () => {
  const other = makeProperty({ propertyName: 'Shop near Dadar market', owner: 'someone-else' });
  publishListings({ listings: [flat, other], syncedAt: Date.now(), range: null });
  try {
    // The listings were never opened here: the server cannot be reached, the catalogue has their summaries, and the
    // user's own listings (My Properties' answer, saved on the device) say which one is theirs.
    mockApi({
      'GET /api/auth/session': { status: 200, body: { user: USER } },
      'GET /api/site': SITE,
      'GET /api/property/getProperty/*': 'network-down',
    });
    const own = renderPage(<PropertyDetailPage />, { path: '/property/:id', at: `/property/${flat._id}` });
    own.client.setQueryData(myPropertiesQueryOptions.queryKey, [flat]);
    expect(await screen.findByRole('heading', { name: 'Sea-facing flat' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('photos and full description need a connection');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Book Visit' })).toBeNull());
    own.unmount();

    renderPage(<PropertyDetailPage />, { path: '/property/:id', at: `/property/${other._id}` });
    expect(await screen.findByRole('heading', { name: 'Shop near Dadar market' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Book Visit' })).toHaveAttribute('href', `/book-visit/${other._id}`);
  } finally {
    publishListings({ listings: null, syncedAt: null, range: null });
  }
});

it('goes back to /properties when the listing cannot be loaded', async () => {
  open({ status: 200, body: USER }, () => ({ status: 500, body: { message: 'Server error. Please try again later.' } }));
  expect(await screen.findByText('Properties page', {}, { timeout: 5000 })).toBeInTheDocument();
});

it('blocks Delete while offline with the reason on the button, and allows it when the network returns', async () => {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
  const user = userEvent.setup();
  open({ status: 200, body: USER }, () => ({ status: 200, body: flat }));
  const remove = await screen.findByRole('button', { name: 'Delete Property' });
  setNetwork(false);
  expect(remove).toBeDisabled();
  expect(remove).toHaveAccessibleDescription('You are offline. Deleting a listing needs a connection.');
  await user.click(remove);
  expect(confirm).not.toHaveBeenCalled();
  setNetwork(true);
  expect(remove).toBeEnabled();
  expect(screen.queryByText('You are offline. Deleting a listing needs a connection.')).toBeNull();
  await user.click(remove);
  expect(confirm).toHaveBeenCalledOnce();
});
