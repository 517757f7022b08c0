import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { AdminUser } from '#src/domain/admin.ts';
import AdminDashboardPage from '#src/features/admin/pages/admin-dashboard-page.tsx';
import type { Booking } from '#src/domain/booking.ts';
import { type ApiCall, mockApi, type Reply } from '../../helpers/api-mock.ts';
import type { Translator } from '#src/i18n/translator.ts';
import { translatorWithEveryPart } from '../../helpers/language.ts';
import { renderPage } from '../../helpers/render.tsx';
import { sampleBooking } from '../../helpers/samples.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const STATS = 'GET /api/admin/get-stats';
const USERS = 'GET /api/admin/users';
const BOOKINGS = 'GET /api/admin/bookings';

/**
 * The paged, searched answer the server gives (docs/api.md), over `rows`: `q` narrows on `fields`, `limit` rows
 * after the `cursor` (here simply the index where the page starts).
 */
function paged<T>(key: 'users' | 'bookings', rows: T[], fields: (row: T) => string[]): (call: ApiCall) => Reply {
  return ({ url }) => {
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const matches = rows.filter((r) => fields(r).some((f) => f.toLowerCase().includes(q)));
    const from = Number(url.searchParams.get('cursor') ?? 0);
    const limit = Number(url.searchParams.get('limit'));
    const end = from + limit;
    return { status: 200, body: { [key]: matches.slice(from, end), nextCursor: end < matches.length ? String(end) : null, total: matches.length } };
  };
}
const userFields = (u: AdminUser) => [u.name, u.email, u.contactNo];
const bookingFields = (b: Booking) => [b.user?.name ?? '', b.property?.propertyName ?? '', b.bookingDate, b.status];

const users: AdminUser[] = [
  { _id: 'u1', name: 'Asha Patil', email: 'asha@example.in', contactNo: '9820012345', role: 'user', createdAt: '2026-03-01T10:00:00.000Z' },
  { _id: 'u2', name: 'Ravi Kulkarni', email: 'ravi@example.in', contactNo: '9167000111', role: 'user', createdAt: '2026-03-01T10:00:00.000Z' },
  { _id: 'u3', name: 'Admin', email: 'admin@mumbaihomes.in', contactNo: '9000000000', role: 'admin', createdAt: '2026-01-01T10:00:00.000Z' },
];
const booking = sampleBooking({ _id: 'bk1', user: { _id: 'u1', name: 'Asha Patil' }, bookingDate: '2026-11-24', bookingTime: '16:30', status: 'pending' });
const other = sampleBooking({
  _id: 'bk2',
  user: { _id: 'u2', name: 'Ravi Kulkarni' },
  property: { _id: 'p2', propertyName: 'Shop in Borivali', address: 'LT Road', location: 'Borivali West', price: 9_000_000, type: 'sale' },
  bookingDate: '2026-12-01',
  bookingTime: '10:00',
});

function open(extra: Parameters<typeof mockApi>[0] = {}, translator?: Translator) {
  const f = mockApi({
    [STATS]: { status: 200, body: { totalUsers: 1234, totalProperties: 118, totalBookings: 2 } },
    [USERS]: paged('users', users, userFields),
    [BOOKINGS]: paged('bookings', [booking, other], bookingFields),
    ...extra,
  });
  renderPage(<AdminDashboardPage />, { path: '/admin/dashboard', ...(translator ? { translator } : {}) });
  return f;
}

function section(name: string) {
  return within(screen.getByRole('heading', { name, level: 2 }).closest('section') ?? document.body);
}

const statusSelect = () => screen.getByRole('combobox', { name: "Status of Asha Patil's visit to 2 BHK near Andheri station on Tue, 24 Nov, 2026" });

it('shows the three totals, the en-IN way', async () => {
  open();
  await waitFor(() => expect(screen.getByText('Total Users').nextElementSibling).toHaveTextContent('1,234'));
  expect(screen.getByText('Total Properties').nextElementSibling).toHaveTextContent('118');
  expect(screen.getByText('Total Bookings').nextElementSibling).toHaveTextContent('2');
});

it('lists users with name, email and contact, and asks the server to search them once typing pauses', async () => {
  const f = open();
  const usersSection = section('Users');
  expect(await usersSection.findByRole('cell', { name: 'ravi@example.in' })).toBeInTheDocument();
  expect(usersSection.getByText('Showing 3 of 3 users')).toBeInTheDocument();
  expect(usersSection.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Email', 'Contact']);
  await userEvent.setup().type(usersSection.getByRole('searchbox', { name: 'Search users' }), '98200');
  await waitFor(() => expect(usersSection.queryByRole('cell', { name: 'Ravi Kulkarni' })).not.toBeInTheDocument());
  expect(usersSection.getByRole('cell', { name: 'Asha Patil' })).toBeInTheDocument();
  expect(usersSection.getByText('Showing 1 of 1 user')).toBeInTheDocument();
  // One request for what was typed, not one per key.
  expect(f.callsTo(USERS).map((c) => c.url.searchParams.get('q'))).toEqual([null, '98200']);
});

it('loads the next page of a long table from where the last one ended', async () => {
  const many: AdminUser[] = Array.from({ length: 60 }, (_, i) => ({ ...users[0], _id: `m${i}`, name: `Member ${i + 1}` }) as AdminUser);
  const f = open({ [USERS]: paged('users', many, userFields) });
  const usersSection = section('Users');
  expect(await usersSection.findByText('Showing 50 of 60 users')).toBeInTheDocument();
  expect(usersSection.queryByRole('cell', { name: 'Member 51' })).toBeNull();
  await userEvent.setup().click(usersSection.getByRole('button', { name: 'Load more users' }));
  expect(await usersSection.findByRole('cell', { name: 'Member 60' })).toBeInTheDocument();
  expect(usersSection.getByText('Showing 60 of 60 users')).toBeInTheDocument();
  expect(usersSection.queryByRole('button', { name: 'Load more users' })).toBeNull();
  expect(f.callsTo(USERS).map((c) => c.url.searchParams.get('cursor'))).toEqual([null, '50']);
});

it('lists bookings with user, property, Indian date and time and status, searchable, in a 500 px scroller', async () => {
  open();
  const bookingsSection = section('Bookings');
  expect(await bookingsSection.findByRole('cell', { name: 'Shop in Borivali' })).toBeInTheDocument();
  expect(bookingsSection.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['User', 'Property', 'Date', 'Time', 'Status']);
  expect(bookingsSection.getByRole('cell', { name: 'Tue, 24 Nov, 2026' })).toBeInTheDocument();
  expect(bookingsSection.getByRole('cell', { name: '4:30 pm' })).toBeInTheDocument();
  expect(bookingsSection.getByRole('region')).toHaveClass('max-h-[500px]', 'overflow-auto');
  await userEvent.setup().type(bookingsSection.getByRole('searchbox', { name: 'Search bookings' }), 'borivali');
  await waitFor(() => expect(bookingsSection.queryByRole('cell', { name: 'Asha Patil' })).not.toBeInTheDocument());
  expect(bookingsSection.getByText('Showing 1 of 1 booking')).toBeInTheDocument();
});

it("says 'No bookings yet' when there are none, and the search's message only once a search is typed", async () => {
  open({ [BOOKINGS]: paged('bookings', [], bookingFields) });
  const bookingsSection = section('Bookings');
  expect(await bookingsSection.findByText('No bookings yet')).toBeInTheDocument();
  expect(bookingsSection.queryByText('No bookings match your search.')).toBeNull();
  await userEvent.setup().type(bookingsSection.getByRole('searchbox', { name: 'Search bookings' }), 'borivali');
  expect(await bookingsSection.findByText('No bookings match your search.')).toBeInTheDocument();
  expect(bookingsSection.queryByText('No bookings yet')).toBeNull();
});

it('changes a status only once the server has agreed', async () => {
  let answer: (r: Reply) => void = () => undefined;
  const f = open({ 'PATCH /api/admin/update-booking-status/bk1': () => new Promise<Reply>((resolve) => (answer = resolve)) });
  await screen.findByRole('cell', { name: 'Shop in Borivali' });
  await userEvent.setup().selectOptions(statusSelect(), 'confirmed');
  await waitFor(() => expect(statusSelect()).toBeDisabled());
  expect(statusSelect()).toHaveValue('pending');
  expect(f.callsTo('PATCH /api/admin/update-booking-status/bk1')[0]?.body).toEqual({ status: 'confirmed' });
  answer({ status: 200, body: { message: 'Status updated' } });
  await waitFor(() => expect(statusSelect()).toHaveValue('confirmed'));
  expect(statusSelect()).toBeEnabled();
});

it('logs a failed status change and leaves the row as it was', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  open({ 'PATCH /api/admin/update-booking-status/bk1': { status: 500 } });
  await screen.findByRole('cell', { name: 'Shop in Borivali' });
  await userEvent.setup().selectOptions(statusSelect(), 'cancelled');
  await waitFor(() => expect(logged).toHaveBeenCalled());
  await waitFor(() => expect(statusSelect()).toBeEnabled());
  expect(statusSelect()).toHaveValue('pending');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('logs a failed load and offers a retry instead of an empty table', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  let failed = false;
  const answer = paged('users', users, userFields);
  open({
    [USERS]: (call) => {
      if (failed) return answer(call);
      failed = true;
      return { status: 500 };
    },
  });
  expect(await screen.findByText('Could not load users.')).toBeInTheDocument();
  expect(logged).toHaveBeenCalled();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('cell', { name: 'ravi@example.in' })).toBeInTheDocument();
});

it('blocks status changes while offline and says why', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  open();
  await screen.findByRole('cell', { name: 'Shop in Borivali' });
  expect(statusSelect()).toBeDisabled();
  expect(statusSelect()).toHaveAccessibleDescription('You are offline. Status changes need a connection.');
});

it('reads in Marathi, with Indian numbers, Marathi dates and statuses, and sends the API the same status values', async () => {
  const f = open({ 'PATCH /api/admin/update-booking-status/bk1': { status: 200, body: { message: 'Status updated' } } }, await translatorWithEveryPart('mr'));
  expect(await screen.findByRole('heading', { level: 1, name: 'ॲडमिन डॅशबोर्ड' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('एकूण युजर').nextElementSibling).toHaveTextContent('1,234'));
  expect(await section('युजर').findByText('3 पैकी 3 युजर दिसत आहेत')).toBeInTheDocument();
  const select = await screen.findByRole('combobox', { name: 'Asha Patil यांच्या 2 BHK near Andheri station भेटीची (मंगळ, 24, नोव्हें 2026) स्थिती' });
  expect([...select.querySelectorAll('option')].map((o) => [o.value, o.textContent])).toEqual([
    ['pending', 'प्रलंबित'],
    ['confirmed', 'नक्की'],
    ['cancelled', 'रद्द'],
  ]);
  await userEvent.selectOptions(select, 'नक्की');
  await waitFor(() => expect(f.callsTo('PATCH /api/admin/update-booking-status/bk1')[0]?.body).toEqual({ status: 'confirmed' }));
});
