import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, expect, it, vi } from 'vitest';
import MyBookingsPage from '#src/features/bookings/pages/my-bookings-page.tsx';
import type { Booking } from '#src/domain/booking.ts';
import { mockApi } from '../../helpers/api-mock.ts';
import { renderPage } from '../../helpers/render.tsx';
import { sampleBooking } from '../../helpers/samples.ts';

afterEach(() => {
  toast.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const LIST = 'GET /api/property/my-bookings';

/** The server's page of bookings: these, in this order, and its figures (Upcoming Visits as the server counted it). */
function listed(bookings: Booking[], upcoming = 0, nextCursor: string | null = null, total = bookings.length) {
  return { status: 200, body: { bookings, nextCursor, total, upcoming } };
}
const CANCEL = 'POST /api/property/deletebooking';

function open(routes: Parameters<typeof mockApi>[0]) {
  const f = mockApi(routes);
  renderPage(<MyBookingsPage />, { path: '/my-bookings' });
  return f;
}

function stat(label: string) {
  return screen.getByText(label).nextElementSibling?.textContent;
}

function card(name: string) {
  const el = screen.getByRole('heading', { name }).closest('li');
  if (!el) throw new Error(`no card for ${name}`);
  return el;
}

const property = (propertyName: string) => ({
  _id: propertyName,
  propertyName,
  address: 'SV Road',
  location: 'Malad West',
  price: 35_000,
  type: 'rent' as const,
});

it("badges confirmed future visits 'Upcoming' and pending ones 'Pending', and counts upcoming visits", async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 10:00 in Mumbai on 15 March 2026.
  vi.setSystemTime(new Date('2026-03-15T04:30:00Z'));
  open({
    [LIST]: listed(
      [
        sampleBooking({ property: property('Confirmed later today'), status: 'confirmed', bookingDate: '2026-03-15', bookingTime: '10:30' }),
        sampleBooking({ property: property('Pending next week'), status: 'pending', bookingDate: '2026-03-22', bookingTime: '11:00' }),
        sampleBooking({ property: property('Confirmed this morning'), status: 'confirmed', bookingDate: '2026-03-15', bookingTime: '09:30' }),
        sampleBooking({ property: property('Pending yesterday'), status: 'pending', bookingDate: '2026-03-14', bookingTime: '17:00' }),
      ],
      2,
    ),
  });
  await screen.findByText('Total Bookings');
  expect(stat('Total Bookings')).toBe('4');
  expect(stat('Upcoming Visits')).toBe('2');
  expect(within(card('Confirmed later today')).getByText('Upcoming')).toBeInTheDocument();
  expect(within(card('Pending next week')).getByText('Pending')).toBeInTheDocument();
  expect(within(card('Pending yesterday')).getByText('Pending')).toBeInTheDocument();
  const past = card('Confirmed this morning');
  expect(within(past).queryByText('Upcoming')).not.toBeInTheDocument();
  expect(within(past).queryByText('Pending')).not.toBeInTheDocument();
});

it("shows dates and times the Indian way, in the server's order (soonest first)", async () => {
  open({
    [LIST]: listed([
      sampleBooking({ property: property('Sooner'), bookingDate: '2026-11-20', bookingTime: '09:05' }),
      sampleBooking({ property: property('Later'), bookingDate: '2026-11-24', bookingTime: '16:30', pickup: true }),
    ]),
  });
  const headings = await screen.findAllByRole('heading', { level: 3 });
  expect(headings.map((h) => h.textContent)).toEqual(['Sooner', 'Later']);
  const later = card('Later');
  expect(within(later).getByText('Tue, 24 Nov, 2026')).toBeInTheDocument();
  expect(within(later).getByText('4:30 pm')).toBeInTheDocument();
  expect(within(later).getByText('Requested')).toBeInTheDocument();
  expect(within(card('Sooner')).getByText('9:05 am')).toBeInTheDocument();
});

it('loads the next page of bookings from where the first ended, the figures counting them all', async () => {
  const first = Array.from({ length: 12 }, (_, i) => sampleBooking({ property: property(`Visit ${i + 1}`) }));
  const more = sampleBooking({ property: property('Visit 13') });
  const f = open({ [LIST]: ({ url }) => (url.searchParams.get('cursor') === 'after-12' ? listed([more], 3, null, 13) : listed(first, 3, 'after-12', 13)) });
  expect(await screen.findByRole('heading', { name: 'Visit 12' })).toBeInTheDocument();
  expect(stat('Total Bookings')).toBe('13');
  expect(stat('Upcoming Visits')).toBe('3');
  expect(screen.queryByRole('heading', { name: 'Visit 13' })).toBeNull();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Load more bookings' }));
  expect(await screen.findByRole('heading', { name: 'Visit 13' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more bookings' })).toBeNull();
  expect(f.callsTo(LIST).map((c) => c.url.searchParams.get('limit'))).toEqual(['12', '12']);
});

it("shows 'No Bookings Yet' with a way to Browse Properties", async () => {
  open({ [LIST]: listed([]) });
  expect(await screen.findByRole('heading', { name: 'No Bookings Yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse Properties' })).toHaveAttribute('href', '/properties');
  expect(stat('Total Bookings')).toBe('0');
});

it("says 'Failed to fetch bookings' when the list cannot be loaded, and can try again", async () => {
  const f = open({ [LIST]: [{ status: 500 }, listed([])] });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch bookings');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No Bookings Yet')).toBeInTheDocument();
  expect(f.callsTo(LIST)).toHaveLength(2);
});

it("cancels after a second tap: 'Booking cancelled', the card goes and the totals follow", async () => {
  const keep = sampleBooking({ property: property('Keep me') });
  const drop = sampleBooking({ property: property('Drop me'), bookingDate: '2099-03-25' });
  const f = open({ [LIST]: listed([keep, drop], 1), [CANCEL]: { status: 200, body: { message: 'Booking cancelled' } } });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Cancel visit to Drop me' }));
  expect(f.callsTo(CANCEL)).toHaveLength(0);
  await user.click(within(card('Drop me')).getByRole('button', { name: 'Yes, cancel' }));
  expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Drop me' })).not.toBeInTheDocument());
  expect(card('Keep me')).toBeInTheDocument();
  expect(stat('Total Bookings')).toBe('1');
  expect(stat('Upcoming Visits')).toBe('0');
  expect(f.callsTo(CANCEL)[0]?.body).toEqual({ bookingId: drop._id });
});

it("'Keep it' backs out without calling the server", async () => {
  const f = open({ [LIST]: listed([sampleBooking({ property: property('Stay') })]) });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Cancel visit to Stay' }));
  await user.click(screen.getByRole('button', { name: 'Keep it' }));
  expect(screen.getByRole('button', { name: 'Cancel visit to Stay' })).toBeInTheDocument();
  expect(f.callsTo(CANCEL)).toHaveLength(0);
});

it("keeps the card when cancelling fails, with the server's message or 'Failed to cancel booking'", async () => {
  open({
    [LIST]: listed([sampleBooking({ property: property('Stubborn') })]),
    [CANCEL]: [{ status: 403, body: { message: 'This booking is not yours' } }, { status: 500 }, 'network-down'],
  });
  const user = userEvent.setup();
  const cancelOnce = async () => {
    await user.click(await screen.findByRole('button', { name: 'Cancel visit to Stubborn' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
  };
  await cancelOnce();
  expect(await screen.findByText('This booking is not yours')).toBeInTheDocument();
  await cancelOnce();
  expect(await screen.findByText('Failed to cancel booking')).toBeInTheDocument();
  // No answer at all (a dead connection) says so rather than blame the server.
  await cancelOnce();
  expect(await screen.findByText('No connection: nothing was lost, try again when you are back online')).toBeInTheDocument();
  expect(card('Stubborn')).toBeInTheDocument();
});

it('blocks cancelling while offline and says why', async () => {
  const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  open({ [LIST]: listed([sampleBooking({ property: property('Far away') })]) });
  const button = await screen.findByRole('button', { name: 'Cancel visit to Far away' });
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription('You are offline. Cancelling a visit needs a connection.');
  offline.mockRestore();
});
