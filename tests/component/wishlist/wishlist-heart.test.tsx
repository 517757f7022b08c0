import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { WishlistHeart } from '#src/features/wishlist/components/wishlist-heart.tsx';
import WishlistPage from '#src/features/wishlist/pages/wishlist-page.tsx';
import { renderPage } from '../../helpers/render.tsx';
import { makeProperty, USER } from '../listings/make-property.ts';
import { mockApi, type Reply } from '../../helpers/api-mock.ts';
import { NO_SESSION, session, SIGNED_OUT } from '../listings/api-replies.ts';

// These pages make several requests and renders per step; a busy two-core machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const flat = makeProperty({ propertyName: 'Sea-facing flat' });

it('is not there for a visitor', async () => {
  const f = mockApi({ 'GET /api/auth/session': () => NO_SESSION });
  renderPage(<WishlistHeart property={flat} />);
  await waitFor(() => expect(f.calls).toHaveLength(1));
  expect(screen.queryByRole('button')).toBeNull();
});

it('starts saved when the listing is in the user wishlist, and flips only once the server answers', async () => {
  let answer: ((r: Reply) => void) | undefined;
  const f = mockApi({
    'GET /api/auth/session': () => session({ ...USER, wishlist: [flat._id] }),
    'POST /api/user/wishlist/*': () => new Promise<Reply>((resolve) => (answer = resolve)),
  });
  const user = userEvent.setup();
  renderPage(<WishlistHeart property={flat} />);
  const heart = await screen.findByRole('button', { name: 'Remove Sea-facing flat from wishlist' });
  expect(heart).toHaveAttribute('aria-pressed', 'true');
  await user.click(heart);
  await waitFor(() => expect(answer).toBeDefined());
  // Still saved while the server thinks.
  expect(heart).toHaveAttribute('aria-pressed', 'true');
  answer?.({ status: 200, body: { message: 'Removed from wishlist', saved: false, wishlist: [] } });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save Sea-facing flat to wishlist' })).toHaveAttribute('aria-pressed', 'false'));
  expect(f.calls.at(-1)?.url.pathname).toBe(`/api/user/wishlist/${flat._id}`);
});

it('only logs a failure and keeps the state', async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  mockApi({
    'GET /api/auth/session': () => session(USER),
    'POST /api/user/wishlist/*': () => ({ status: 500, body: { message: 'Server error. Please try again later.' } }),
  });
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  const user = userEvent.setup();
  renderPage(<WishlistHeart property={flat} />);
  await user.click(await screen.findByRole('button', { name: 'Save Sea-facing flat to wishlist' }));
  await waitFor(() => expect(log).toHaveBeenCalled());
  expect(screen.getByRole('button', { name: 'Save Sea-facing flat to wishlist' })).toHaveAttribute('aria-pressed', 'false');
  expect(alert).not.toHaveBeenCalled();
  expect(screen.queryByRole('status')).toBeNull();
});

it("alerts 'Please login to add to wishlist' when the session has lapsed, and the heart goes", async () => {
  let signedIn = true;
  mockApi({
    'GET /api/auth/session': () => session(signedIn ? USER : null),
    'POST /api/user/wishlist/*': () => {
      signedIn = false;
      return SIGNED_OUT;
    },
  });
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  const user = userEvent.setup();
  renderPage(<WishlistHeart property={flat} />);
  await user.click(await screen.findByRole('button', { name: 'Save Sea-facing flat to wishlist' }));
  await waitFor(() => expect(alert).toHaveBeenCalledWith('Please login to add to wishlist'));
  await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
});

it('lists the saved listings, says when there are none, and drops one that is un-hearted', async () => {
  let saved = [flat];
  mockApi({
    'GET /api/auth/session': () => session({ ...USER, wishlist: saved.map((p) => p._id) }),
    'GET /api/user/wishlist': () => ({ status: 200, body: saved }),
    'POST /api/user/wishlist/*': () => {
      saved = [];
      return { status: 200, body: { message: 'Removed from wishlist', saved: false, wishlist: [] } };
    },
  });
  const user = userEvent.setup();
  renderPage(<WishlistPage />, { path: '/wishlist' });
  await user.click(await screen.findByRole('button', { name: 'Remove Sea-facing flat from wishlist' }));
  expect(await screen.findByText('No properties in wishlist.')).toBeInTheDocument();
  expect(screen.queryByRole('article')).toBeNull();
});
