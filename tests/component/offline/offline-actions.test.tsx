import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import MyBookingsPage from '#src/features/bookings/pages/my-bookings-page.tsx';
import BookVisitPage from '#src/features/bookings/pages/book-visit-page.tsx';
import ContactPage from '#src/features/contact/pages/contact-page.tsx';
import { WishlistHeart } from '#src/features/wishlist/components/wishlist-heart.tsx';
import { authKeys } from '#src/lib/query-keys/shared-keys.ts';
import { clearUserData } from '#src/offline/device-data/clear-user-data.ts';
import { publishOutboxEvent } from '#src/offline/outbox/outbox-events.ts';
import { listActions } from '#src/offline/outbox/outbox-store.ts';
import { mockApi } from '../../helpers/api-mock.ts';
import { renderPage } from '../../helpers/render.tsx';
import { sampleProperty } from '../../helpers/samples.ts';
import { SITE } from '../listings/api-replies.ts';

// Several requests and renders per step; a busy two-core machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const USER = { _id: 'user-1', name: 'Asha', email: 'asha@example.in', contactNo: '9820012345', role: 'user' as const, wishlist: [] as string[] };
const WAITING = 'Will be sent when you are back online';

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

beforeEach(() => clearUserData());
afterEach(() => {
  toast.remove();
  vi.restoreAllMocks();
  // TanStack's onlineManager heard 'offline'; the next test starts online.
  window.dispatchEvent(new Event('online'));
  vi.unstubAllGlobals();
});

it('flips the heart at once offline, shows it waiting, and keeps one change for three taps', async () => {
  const f = mockApi({ 'GET /api/auth/session': { status: 200, body: { user: USER } } });
  goOffline();
  renderPage(<WishlistHeart property={sampleProperty()} />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Save 2 BHK near Andheri station to wishlist' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Remove 2 BHK near Andheri station from wishlist' })).toHaveAttribute('aria-pressed', 'true'));
  expect(screen.getByRole('button', { name: /wishlist/ })).toHaveAccessibleDescription(WAITING);
  await user.click(screen.getByRole('button', { name: /wishlist/ }));
  await waitFor(() => expect(screen.getByRole('button', { name: /wishlist/ })).toHaveAttribute('aria-pressed', 'false'));
  await user.click(screen.getByRole('button', { name: /wishlist/ }));
  await waitFor(() => expect(screen.getByRole('button', { name: /wishlist/ })).toHaveAttribute('aria-pressed', 'true'));
  expect((await listActions()).map((a) => `${a.method} ${a.path}`)).toEqual(['PUT /api/user/wishlist/p1']);
  expect(f.calls.filter((c) => c.path.startsWith('/api/user/wishlist'))).toHaveLength(0);
});

it('queues a visit booked offline with its Idempotency-Key and shows it waiting in My bookings', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T06:00:00Z'));
  const f = mockApi({
    'GET /api/auth/session': { status: 200, body: { user: USER } },
    'GET /api/property/getProperty/p1': { status: 200, body: sampleProperty({ propertyName: 'Flat in Malad', location: 'Malad West' }) },
    'GET /api/property/my-bookings': { status: 200, body: { bookings: [], nextCursor: null, total: 0, upcoming: 0 } },
    'GET /api/site': SITE,
  });
  renderPage(<BookVisitPage />, { path: '/book-visit/:id', at: '/book-visit/p1', routes: { '/my-bookings': <MyBookingsPage /> } });
  const user = userEvent.setup();
  fireEvent.change(await screen.findByLabelText('Visit date'), { target: { value: '2026-03-12' } });
  fireEvent.change(screen.getByLabelText('Visit time'), { target: { value: '11:30' } });
  goOffline();
  await user.click(screen.getByRole('button', { name: 'Confirm Visit Booking' }));

  const waiting = await screen.findByRole('region', { name: 'Waiting to be sent' });
  expect(within(waiting).getByRole('heading', { name: 'Flat in Malad' })).toBeInTheDocument();
  expect(within(waiting).getByText(WAITING)).toBeInTheDocument();
  expect(screen.getByText(/Your visit is saved on this device/)).toBeInTheDocument();
  const [queued] = await listActions();
  expect(queued).toMatchObject({
    method: 'POST',
    path: '/api/property/bookvisit',
    body: { propertyId: 'p1', bookingDate: '2026-03-12', bookingTime: '11:30' },
  });
  expect(queued?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  expect(f.calls.filter((c) => c.path === '/api/property/bookvisit')).toHaveLength(0);
  vi.useRealTimers();
});

it("shows the server's message on a queued visit it refused, until dismissed", async () => {
  mockApi({
    'GET /api/auth/session': { status: 200, body: { user: USER } },
    'GET /api/property/my-bookings': { status: 200, body: { bookings: [], nextCursor: null, total: 0, upcoming: 0 } },
  });
  const { client } = renderPage(<MyBookingsPage />, { path: '/my-bookings' });
  // In the app the guard has the user before this page renders.
  client.setQueryData(authKeys.me, USER);
  await screen.findByText('No Bookings Yet');
  const action = {
    id: 7,
    revision: 0,
    createdAt: Date.now(),
    kind: 'booking' as const,
    userId: USER._id,
    method: 'POST' as const,
    path: '/api/property/bookvisit',
    details: { propertyName: 'Shop in Dadar', bookingDate: '2026-03-12', bookingTime: '11:30' },
  };
  publishOutboxEvent({ type: 'rejected', action, status: 400, message: 'The date cannot be earlier than today', code: 'dateInPast' });
  expect(await screen.findByRole('alert')).toHaveTextContent('The date cannot be earlier than today');
  expect(screen.getByRole('heading', { name: 'Shop in Dadar' })).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
  // On a loaded CI machine the tap and the render after it once took more than waitFor's default second.
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Shop in Dadar' })).not.toBeInTheDocument(), { timeout: 5_000 });
});

it('queues an enquiry written offline and says it will be sent', async () => {
  const f = mockApi({
    'GET /api/site': {
      status: 200,
      body: { agentPhone: '+91 98200 12345', agentEmail: 'a@b.in', city: 'Mumbai', officeAddress: 'Andheri West', agentRera: 'A51800012345' },
    },
  });
  renderPage(<ContactPage />, { path: '/contact-us' });
  const user = userEvent.setup();
  goOffline();
  await user.type(screen.getByLabelText('Your Name'), 'Asha Patil');
  await user.type(screen.getByLabelText('Email Address'), 'asha@example.in');
  await user.type(screen.getByLabelText('Contact Number'), '9820012345');
  await user.type(screen.getByLabelText('Message'), 'A 1 BHK near Borivali?');
  await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
  const waiting = await screen.findByRole('region', { name: 'Waiting to be sent' });
  expect(within(waiting).getByText('A 1 BHK near Borivali?')).toBeInTheDocument();
  expect(within(waiting).getByText(WAITING)).toBeInTheDocument();
  expect(screen.getByLabelText('Message')).toHaveValue('');
  const [queued] = await listActions();
  expect(queued).toMatchObject({ path: '/api/property/contactus', userId: 'visitor', body: { name: 'Asha Patil', message: 'A 1 BHK near Borivali?' } });
  expect(f.calls.filter((c) => c.path === '/api/property/contactus')).toHaveLength(0);
});
