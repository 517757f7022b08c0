import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Property } from '#src/domain/property.ts';
import { LOAN_TERMS_KEY } from '#src/features/listings/cost/loan-terms-store.ts';
import PropertyDetailPage from '#src/features/listings/pages/property-detail-page.tsx';
import { publishListings } from '../../helpers/catalogue-here.ts';
import { toSummaryTuple } from '#src/domain/catalogue.ts';
import { fromSummaryTuple } from '#src/domain/catalogue-summary.ts';
import type { Translator } from '#src/i18n/translator.ts';
import { mockApi } from '../../helpers/api-mock.ts';
import { translatorWithEveryPart } from '../../helpers/language.ts';
import { renderPage } from '../../helpers/render.tsx';
import { SITE } from './api-replies.ts';
import { makeProperty } from './make-property.ts';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  publishListings({ listings: null, syncedAt: null, range: null });
});

const BORIVALI = 7;
const sale = makeProperty({
  propertyName: '2 BHK in Borivali West',
  location: 'Borivali West',
  station: BORIVALI,
  price: 12_500_000,
  carpetArea: 650,
  fairPrice: { medianPerSqft: 21_845, count: 38, percent: -12 },
});
const rent = makeProperty({ propertyName: '1 BHK for rent', location: 'Borivali West', station: BORIVALI, type: 'rent', price: 45_000, deposit: 270_000 });

function open(listing: Property, translator?: Translator) {
  mockApi({
    'GET /api/auth/session': () => ({ status: 200, body: { user: null } }),
    'GET /api/site': () => SITE,
    'GET /api/property/getProperty/*': () => ({ status: 200, body: listing }),
  });
  return renderPage(<PropertyDetailPage />, { path: '/property/:id', at: `/property/${listing._id}`, ...(translator ? { translator } : {}) });
}

it('places a sale against its station’s median, from the detail answer', async () => {
  open(sale);
  const fair = await screen.findByTestId('fair-price');
  expect(fair).toHaveTextContent('12% below the median for homes for sale near Borivali (38 listings)');
  expect(fair).toHaveTextContent('Median ₹21,845 per sq ft (carpet)');
});

it('works the median out on the device when its catalogue holds the station, and says nothing below five', async () => {
  const others = [17_000, 18_000, 19_000, 20_000, 21_000].map((rate) => makeProperty({ station: BORIVALI, price: rate * 500, carpetArea: 500 }));
  publishListings({ listings: others, syncedAt: Date.now(), range: [BORIVALI, BORIVALI] });
  const { unmount } = open(sale);
  // 12,500,000 / 650 = ₹19,231 a sq ft against a median of ₹19,000: 1% above.
  expect(await screen.findByText('1% above the median for homes for sale near Borivali (5 listings)')).toBeInTheDocument();
  unmount();
  publishListings({ listings: others.slice(1), syncedAt: Date.now(), range: null });
  open(sale);
  await screen.findByRole('heading', { level: 1, name: sale.propertyName });
  await screen.findByTestId('real-cost');
  expect(screen.queryByTestId('fair-price')).toBeNull();
});

it('shows a sale’s EMI at the stated defaults and its one-time costs, and keeps the reader’s terms', async () => {
  open(sale);
  const cost = within(await screen.findByTestId('real-cost'));
  expect(cost.getByRole('heading', { level: 2, name: 'The real cost' })).toBeInTheDocument();
  expect(cost.getByTestId('cost-emi')).toHaveTextContent('EMI ₹86,782 a month');
  expect(cost.getByTestId('cost-emi')).toHaveTextContent('On a loan of ₹1 Cr over 20 years at 8.5% a year');
  expect(cost.getByTestId('cost-emi')).toHaveAttribute('aria-live', 'polite');
  expect(cost.getByText('Defaults: 80% financed, 8.5% a year, 20 years. Your figures are kept on this device.')).toBeInTheDocument();
  const once = cost.getByTestId('cost-once');
  expect(once).toHaveTextContent('Stamp duty (5%)₹6.25 L');
  expect(once).toHaveTextContent('Metro cess (1%)₹1.25 L');
  expect(once).toHaveTextContent('Registration (1%, at most ₹30,000)₹30,000');
  expect(once).toHaveTextContent('Total at purchase₹7.8 L');
  expect(cost.getByText(/Rates as published on 12 Sept 2025\.$/)).toBeInTheDocument();

  const user = userEvent.setup();
  const rate = cost.getByRole('spinbutton', { name: 'Interest rate (% a year)' });
  await user.clear(rate);
  await user.type(rate, '-3');
  expect(cost.getByText('Enter a number from 0 to 20.')).toBeInTheDocument();
  expect(rate).toHaveAttribute('aria-invalid', 'true');
  // The figures keep the last good rate: never NaN.
  expect(cost.getByTestId('cost-emi')).toHaveTextContent('EMI ₹86,782 a month');
  expect(screen.getByTestId('real-cost').textContent).not.toMatch(/NaN|Infinity/);
  await user.clear(rate);
  await user.type(rate, '9');
  expect(cost.getByTestId('cost-emi')).toHaveTextContent('EMI ₹89,973 a month');
  expect(JSON.parse(localStorage.getItem(LOAN_TERMS_KEY) ?? '{}')).toMatchObject({ ratePercent: 9 });

  await user.click(cost.getByRole('checkbox', { name: "Bought in a woman's name (1% less stamp duty)" }));
  expect(once).toHaveTextContent('Stamp duty (4%)₹5 L');
  await user.click(cost.getByRole('button', { name: 'Use the defaults' }));
  expect(cost.getByTestId('cost-emi')).toHaveTextContent('EMI ₹86,782 a month');
  expect(cost.getByRole('spinbutton', { name: 'Interest rate (% a year)' })).toHaveValue(8.5);
});

it('starts from the terms the device kept, and from the defaults when what it kept is broken', async () => {
  localStorage.setItem(LOAN_TERMS_KEY, JSON.stringify({ sharePercent: 50, ratePercent: 9, years: 20 }));
  const { unmount } = open(sale);
  expect(await screen.findByTestId('cost-emi')).toHaveTextContent('On a loan of ₹62.5 L over 20 years at 9% a year');
  unmount();
  localStorage.setItem(LOAN_TERMS_KEY, '{not json');
  open(sale);
  expect(await screen.findByTestId('cost-emi')).toHaveTextContent('EMI ₹86,782 a month');
});

it('shows a rent’s monthly rent and deposit, and says when the owner gave none', async () => {
  const { unmount } = open(rent);
  const cost = await screen.findByTestId('cost-rent');
  expect(cost).toHaveTextContent('Rent each month₹45,000 /mo');
  expect(cost).toHaveTextContent('Security deposit₹2.7 L');
  expect(cost).toHaveTextContent("To move in (deposit and first month's rent)₹3.15 L");
  expect(screen.queryByTestId('cost-emi')).toBeNull();
  unmount();
  open({ ...rent, deposit: null });
  expect(await screen.findByTestId('cost-rent')).toHaveTextContent('Security depositNot stated by the owner');
});

it('shows a rent’s deposit offline, from the catalogue, on a listing never opened on this device', async () => {
  // Through the wire's tuple and back, as the device keeps it.
  publishListings({ listings: [fromSummaryTuple(toSummaryTuple(rent))], syncedAt: Date.now(), range: null });
  mockApi({
    'GET /api/auth/session': () => ({ status: 200, body: { user: null } }),
    'GET /api/site': () => SITE,
    'GET /api/property/getProperty/*': () => 'network-down',
  });
  renderPage(<PropertyDetailPage />, { path: '/property/:id', at: `/property/${rent._id}` });
  const cost = await screen.findByTestId('cost-rent');
  expect(cost).toHaveTextContent('Security deposit₹2.7 L');
  expect(cost).toHaveTextContent("To move in (deposit and first month's rent)₹3.15 L");
});

it('speaks Hindi and Marathi, in lakh and crore', async () => {
  const { unmount } = open(sale, await translatorWithEveryPart('hi'));
  expect(await screen.findByTestId('fair-price')).toHaveTextContent('बोरीवली के पास बिक्री वाले घरों की मीडियन दर से 12% कम (38 लिस्टिंग)');
  expect(await screen.findByTestId('cost-emi')).toHaveTextContent('ईएमआई ₹86,782 प्रति माह');
  expect(screen.getByTestId('cost-emi')).toHaveTextContent('₹1 करोड़ का लोन');
  expect(screen.getByTestId('cost-once')).toHaveTextContent('स्टांप ड्यूटी (5%)₹6.25 लाख');
  unmount();
  open(rent, await translatorWithEveryPart('mr'));
  expect(await screen.findByTestId('cost-rent')).toHaveTextContent('अनामत रक्कम₹2.7 लाख');
  expect(screen.getByTestId('cost-rent')).toHaveTextContent('दरमहा भाडे₹45,000 /महिना');
  await waitFor(() => expect(screen.getByTestId('real-cost').textContent).not.toMatch(/[A-Za-z]{4,}/));
});
