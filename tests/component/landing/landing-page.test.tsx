import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it } from 'vitest';
import LandingPage from '#src/features/landing/pages/landing-page.tsx';
import { LANG_STORAGE_KEY } from '#src/i18n/remembered-lang.ts';
import { translatorWithEveryPart } from '../../helpers/language.ts';
import { renderPage } from '../../helpers/render.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

// Text queries, not role queries: the page is large and jsdom's accessible-name computation is slow.
const hrefOf = (text: string) => screen.getByText(text).closest('a')?.getAttribute('href');
const hrefsOf = (text: string) => screen.getAllByText(text).map((el) => el.closest('a')?.getAttribute('href'));
const h1 = () => document.querySelector('h1')?.textContent;

it('offers the spec sections in English with the right links', () => {
  renderPage(<LandingPage />);
  expect(hrefOf('Explore Properties')).toBe('/properties');
  expect(hrefOf('Get Consultation')).toBe('/contact-us');
  for (const tile of ['All property types', 'Quick customer support', '100% dedicated service']) expect(screen.getByText(tile).tagName).toBe('H3');
  for (const card of [
    'Residential Properties',
    'Commercial Properties',
    'Land / Plots / Chawl',
    'Loan Services',
    'Transport Services',
    'Interior Services',
    'Personal Loan',
    'Business Loan',
    'Housing Loan',
  ])
    expect(screen.getByText(card).tagName).toBe('H3');
  expect(hrefsOf('Make Enquiry')).toEqual(['/contact-us', '/contact-us', '/contact-us']);
  expect(hrefOf('View All Properties')).toBe('/properties');
  expect(screen.getByText('Loans with offers from 34+ banks').tagName).toBe('H2');
  expect(screen.getByText('Get cashback when you buy or sell through us').tagName).toBe('H2');
  expect(hrefOf('Browse Properties')).toBe('/properties');
  expect(hrefOf('Contact Us')).toBe('/contact-us');
  expect(document.documentElement.lang).toBe('en');
});

it('switches to Hindi, marks the document as Hindi and remembers the choice on the device and in the cookie', async () => {
  const first = renderPage(<LandingPage />);
  const u = userEvent.setup();
  await u.selectOptions(screen.getByRole('combobox', { name: /^(Language|भाषा)$/ }), 'hi');
  await expect.poll(h1, { timeout: 5000 }).toBe('मुंबई में सही घर पाइए, बिना भाग-दौड़ के');
  expect(screen.getByRole('combobox', { name: /^(Language|भाषा)$/ })).toHaveValue('hi');
  expect(hrefOf('प्रॉपर्टी देखें')).toBe('/properties');
  expect(hrefsOf('पूछताछ करें')).toHaveLength(3);
  expect(document.documentElement.lang).toBe('hi');
  expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('hi');
  expect(document.cookie).toContain('lang=hi');
  first.unmount();

  renderPage(<LandingPage />, { translator: await translatorWithEveryPart('hi') });
  expect(h1()).toBe('मुंबई में सही घर पाइए, बिना भाग-दौड़ के');
  await u.selectOptions(screen.getByRole('combobox', { name: /^(Language|भाषा)$/ }), 'en');
  await expect.poll(h1, { timeout: 5000 }).toBe('Find the right home in Mumbai, without the running around');
  expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('en');
  await expect.poll(() => document.documentElement.lang).toBe('en');
});
