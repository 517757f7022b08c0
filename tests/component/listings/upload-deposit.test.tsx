import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fieldErrorIn } from '#src/lib/error-words.ts';
import { translatorWithEveryPart } from '../../helpers/language.ts';
import { button, fill, fillStep1, fillStep2, newUser, nextStep, openWizard, publishWithOnePhoto, sentUpload } from './upload-wizard-helpers.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

let urls = 0;
beforeEach(() => {
  // jsdom has no object URLs; the previews only need distinct strings.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:preview-${++urls}`, revokeObjectURL: () => undefined }));
});
afterEach(() => vi.unstubAllGlobals());

it('asks a rent for its deposit, optional, refuses a bad one in the reader’s language, and sends it', async () => {
  const user = userEvent.setup();
  const { calls } = await openWizard(newUser());
  await fillStep1(user);
  // A sale has no deposit.
  expect(screen.queryByLabelText('Security deposit (₹)')).toBeNull();
  await user.selectOptions(screen.getByLabelText('Property Type'), 'For Rent');
  const deposit = screen.getByLabelText('Security deposit (₹)');
  expect(deposit).toHaveAccessibleDescription('Optional: paid up front and returned when the tenant leaves.');
  await fill(user, 'Security deposit (₹)', '-5');
  await user.click(button('Continue'));
  expect(await screen.findByText('Deposit must be at least ₹1')).toBeInTheDocument();
  expect(deposit).toHaveAttribute('aria-invalid', 'true');
  for (const lang of ['hi', 'mr'] as const) {
    const words = fieldErrorIn(await translatorWithEveryPart(lang), 'depositNotPositive');
    expect(words).toMatch(/[\u0900-\u097f]/);
  }
  await user.clear(deposit);
  await fill(user, 'Security deposit (₹)', '270000');
  expect(deposit).toHaveAccessibleDescription('Reads as ₹2.7 L');
  await nextStep(user, 'Details');
  await fillStep2(user);
  await publishWithOnePhoto(user);
  const body = await sentUpload(calls);
  expect(body.get('type')).toBe('rent');
  expect(body.get('deposit')).toBe('270000');
});

it('drops a deposit typed before the listing turned out to be a sale', async () => {
  const user = userEvent.setup();
  const { calls } = await openWizard(newUser());
  await fillStep1(user);
  await user.selectOptions(screen.getByLabelText('Property Type'), 'For Rent');
  await fill(user, 'Security deposit (₹)', '100000');
  await user.selectOptions(screen.getByLabelText('Property Type'), 'For Sale');
  await nextStep(user, 'Details');
  await fillStep2(user);
  await publishWithOnePhoto(user);
  const body = await sentUpload(calls);
  expect(body.get('deposit')).toBeNull();
});
