import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, expect, it, vi } from 'vitest';
import BookVisitPage from '#src/features/bookings/pages/book-visit-page.tsx';
import type { Translator } from '#src/i18n/translator.ts';
import { translatorWithEveryPart } from '../../helpers/language.ts';
import { mockApi, type Reply } from '../../helpers/api-mock.ts';
import { SITE } from '../listings/api-replies.ts';
import { renderPage } from '../../helpers/render.tsx';
import { sampleProperty } from '../../helpers/samples.ts';

afterEach(() => {
  // react-hot-toast keeps its toasts in module state, which outlives each test's render.
  toast.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const GET = 'GET /api/property/getProperty/p1';
const BOOK = 'POST /api/property/bookvisit';

function open(routes: Parameters<typeof mockApi>[0], translator?: Translator) {
  const f = mockApi({ 'GET /api/site': SITE, ...routes });
  renderPage(<BookVisitPage />, {
    path: '/book-visit/:id',
    at: '/book-visit/p1',
    routes: { '/my-bookings': <p>My bookings page</p> },
    ...(translator ? { translator } : {}),
  });
  return f;
}

/** Dates only: timers stay real so queries and user-event run as usual. */
function freezeClock(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

async function choose(date: string, time: string) {
  fireEvent.change(await screen.findByLabelText('Visit date'), { target: { value: date } });
  fireEvent.change(screen.getByLabelText('Visit time'), { target: { value: time } });
}

const timesOffered = () =>
  Array.from((screen.getByLabelText('Visit time') as HTMLSelectElement).options)
    .map((o) => o.textContent)
    .slice(1);

const OUT_OF_HOURS = 'Visits can be booked Monday to Saturday, 9:30 am to 7:30 pm (Mumbai time), in 30-minute slots';

it('offers only 30-minute slots from 9:30 am to 7:00 pm, so 3:00 am cannot be chosen, and states the hours in English and Hindi', async () => {
  freezeClock('2026-03-10T06:00:00Z');
  open({ [GET]: { status: 200, body: sampleProperty() } });
  await screen.findByLabelText('Visit time');
  await waitFor(() => expect(timesOffered()).toHaveLength(20));
  expect(timesOffered()[0]).toBe('9:30 am');
  expect(timesOffered().at(-1)).toBe('7:00 pm');
  expect(timesOffered()).not.toContain('3:00 am');
  expect(screen.getByText(`${OUT_OF_HOURS}.`)).toHaveAttribute('lang', 'en');
  expect(await screen.findByText(/^विज़िट सोमवार से शनिवार/)).toHaveAttribute('lang', 'hi');
});

it('refuses a 3:00 am visit with the office hours, without calling the server', async () => {
  freezeClock('2026-03-10T06:00:00Z');
  const f = open({ [GET]: { status: 200, body: sampleProperty() } });
  await screen.findByLabelText('Visit time');
  // A select cannot take a value it does not list: add the option a tampered page or an old draft would carry.
  const select = screen.getByLabelText('Visit time');
  select.append(new Option('3:00 am', '03:00'));
  await choose('2026-03-12', '03:00');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm Visit Booking' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(OUT_OF_HOURS);
  expect(f.callsTo(BOOK)).toHaveLength(0);
});

it('offers no slot already gone today, and none on a Sunday', async () => {
  // 06:00 UTC = 11:30 in Mumbai on Tuesday 10 March.
  freezeClock('2026-03-10T06:00:00Z');
  open({ [GET]: { status: 200, body: sampleProperty() } });
  fireEvent.change(await screen.findByLabelText('Visit date'), { target: { value: '2026-03-10' } });
  await waitFor(() => expect(timesOffered()[0]).toBe('12:00 pm'));
  expect(timesOffered()).toHaveLength(15);
  fireEvent.change(screen.getByLabelText('Visit date'), { target: { value: '2026-03-15' } });
  await waitFor(() => expect(timesOffered()).toEqual([]));
  expect(screen.getByText(`No visit times are left on this day. Please choose another day. ${OUT_OF_HOURS}.`)).toBeInTheDocument();
});

it('will not offer a day before today in Mumbai, even where the device clock is still on yesterday', async () => {
  // 19:00 UTC on 10 March is 00:30 on 11 March in Mumbai.
  freezeClock('2026-03-10T19:00:00Z');
  open({ [GET]: { status: 200, body: sampleProperty() } });
  expect(await screen.findByLabelText('Visit date')).toHaveAttribute('min', '2026-03-11');
});

it('refuses a past date and a missing date or time with the spec messages, without calling the server', async () => {
  freezeClock('2026-03-10T06:00:00Z');
  const f = open({ [GET]: { status: 200, body: sampleProperty() } });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Confirm Visit Booking' }));
  expect(await screen.findAllByText('Please select a date and time')).toHaveLength(1);
  await choose('2026-03-09', '10:30');
  await user.click(screen.getByRole('button', { name: 'Confirm Visit Booking' }));
  expect(await screen.findByText('The date cannot be earlier than today')).toBeInTheDocument();
  expect(screen.getByLabelText('Visit date')).toHaveAttribute('aria-invalid', 'true');
  expect(f.callsTo(BOOK)).toHaveLength(0);
});

it("offers 'Pick me up (chargeable)' for a sale listing and not for a rental", async () => {
  open({ [GET]: { status: 200, body: sampleProperty({ type: 'sale' }) } });
  expect(await screen.findByLabelText('Pick me up (chargeable)')).toBeInTheDocument();
  cleanup();
  open({ [GET]: { status: 200, body: sampleProperty({ type: 'rent' }) } });
  await screen.findByRole('button', { name: 'Confirm Visit Booking' });
  expect(screen.queryByLabelText('Pick me up (chargeable)')).not.toBeInTheDocument();
});

it('shows the listing, the expectations in English and Hindi, and the e-mail note', async () => {
  open({ [GET]: { status: 200, body: sampleProperty({ type: 'rent', price: 45_000 }) } });
  expect(await screen.findByRole('heading', { name: '2 BHK near Andheri station' })).toBeInTheDocument();
  expect(screen.getByText('₹45,000 /mo')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'What to expect' }).closest('[lang]')).toHaveAttribute('lang', 'en');
  expect(screen.getByRole('heading', { name: 'विज़िट में क्या होगा' }).closest('[lang]')).toHaveAttribute('lang', 'hi');
  expect(screen.getByText(/A confirmation e-mail will be sent/)).toBeInTheDocument();
});

it('books with an Idempotency-Key, says so, and goes to My Bookings', async () => {
  freezeClock('2026-03-10T06:00:00Z');
  const f = open({ [GET]: { status: 200, body: sampleProperty() }, [BOOK]: { status: 201, body: { message: 'Visit booked' } } });
  const user = userEvent.setup();
  await choose('2026-03-12', '16:30');
  await user.click(screen.getByLabelText('Pick me up (chargeable)'));
  await user.click(screen.getByRole('button', { name: 'Confirm Visit Booking' }));
  expect(await screen.findByText('My bookings page')).toBeInTheDocument();
  expect(screen.getByText('Visit booked successfully!')).toBeInTheDocument();
  const [call] = f.callsTo(BOOK);
  expect(call?.body).toEqual({ propertyId: 'p1', bookingDate: '2026-03-12', bookingTime: '16:30', pickup: true });
  expect(call?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});

it('sends the same key when the same booking is sent again, and a new key for a different one', async () => {
  freezeClock('2026-03-10T06:00:00Z');
  const f = open({ [GET]: { status: 200, body: sampleProperty() }, [BOOK]: { status: 500 } });
  const user = userEvent.setup();
  const submit = () => user.click(screen.getByRole('button', { name: 'Confirm Visit Booking' }));
  await choose('2026-03-12', '16:30');
  await submit();
  await waitFor(() => expect(f.callsTo(BOOK)).toHaveLength(1));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm Visit Booking' })).toBeEnabled());
  await submit();
  await waitFor(() => expect(f.callsTo(BOOK)).toHaveLength(2));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm Visit Booking' })).toBeEnabled());
  await choose('2026-03-12', '17:00');
  await submit();
  await waitFor(() => expect(f.callsTo(BOOK)).toHaveLength(3));
  const keys = f.callsTo(BOOK).map((c) => c.headers.get('Idempotency-Key'));
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});

it('retries a booking lost to the network with the same key, so it cannot be made twice', async () => {
  freezeClock('2026-03-10T06:00:00Z');
  const replies: Reply[] = ['network-down', { status: 201, body: { message: 'Visit booked' } }];
  const f = open({ [GET]: { status: 200, body: sampleProperty() }, [BOOK]: replies });
  await choose('2026-03-12', '16:30');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm Visit Booking' }));
  expect(await screen.findByText('My bookings page', {}, { timeout: 4000 })).toBeInTheDocument();
  const keys = f.callsTo(BOOK).map((c) => c.headers.get('Idempotency-Key'));
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});

it("shows the server's message when booking fails, else 'Booking failed', and stays on the page", async () => {
  freezeClock('2026-03-10T06:00:00Z');
  const f = open({
    [GET]: { status: 200, body: sampleProperty() },
    [BOOK]: [{ status: 409, body: { message: 'You already booked this slot' } }, { status: 500 }],
  });
  const user = userEvent.setup();
  await choose('2026-03-12', '16:30');
  await user.click(screen.getByRole('button', { name: 'Confirm Visit Booking' }));
  expect(await screen.findByText('You already booked this slot')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm Visit Booking' })).toBeEnabled());
  await choose('2026-03-12', '18:00');
  await user.click(screen.getByRole('button', { name: 'Confirm Visit Booking' }));
  await waitFor(() => expect(f.callsTo(BOOK)).toHaveLength(2));
  expect(await screen.findByText('Booking failed')).toBeInTheDocument();
  expect(screen.queryByText('My bookings page')).not.toBeInTheDocument();
});

it("says 'Failed to load property details' when the listing cannot be loaded", async () => {
  open({ [GET]: { status: 404, body: { message: 'Property not found.' } } });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load property details');
  expect(screen.getByRole('link', { name: 'Browse Properties' })).toHaveAttribute('href', '/properties');
});

it('refuses a time already gone today in Mumbai, as the server would', async () => {
  // 15:00 in Mumbai on 10 March.
  freezeClock('2026-03-10T09:30:00Z');
  const f = open({ [GET]: { status: 200, body: sampleProperty() } });
  // Chosen before the day: once today is picked the 2:00 pm slot is no longer listed, but the choice stands.
  fireEvent.change(await screen.findByLabelText('Visit time'), { target: { value: '14:00' } });
  fireEvent.change(screen.getByLabelText('Visit date'), { target: { value: '2026-03-10' } });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm Visit Booking' }));
  expect(await screen.findByText('Please select a time later than now')).toBeInTheDocument();
  expect(screen.getByLabelText('Visit time')).toHaveAttribute('aria-invalid', 'true');
  expect(f.callsTo(BOOK)).toHaveLength(0);
});

it('does not offer the form to the owner of the listing', async () => {
  const owner = { _id: 'owner-1', name: 'Asha', email: 'asha@example.in', contactNo: '9820012345', role: 'user', wishlist: [] };
  open({ 'GET /api/auth/session': { status: 200, body: { user: owner } }, [GET]: { status: 200, body: sampleProperty({ owner: 'owner-1' }) } });
  expect(await screen.findByRole('alert')).toHaveTextContent('You cannot book a visit to your own property');
  expect(screen.queryByRole('button', { name: 'Confirm Visit Booking' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the listing' })).toHaveAttribute('href', '/property/p1');
});

it("tells the owner in the reader's language, not the server's English", async () => {
  const owner = { _id: 'owner-1', name: 'Asha', email: 'asha@example.in', contactNo: '9820012345', role: 'user', wishlist: [] };
  open(
    { 'GET /api/auth/session': { status: 200, body: { user: owner } }, [GET]: { status: 200, body: sampleProperty({ owner: 'owner-1' }) } },
    await translatorWithEveryPart('hi'),
  );
  const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
  expect(alert.textContent).toMatch(/[\u0900-\u097F]/);
  expect(alert.textContent).not.toMatch(/[A-Za-z]/);
});
