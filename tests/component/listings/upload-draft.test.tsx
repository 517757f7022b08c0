import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { User } from '#src/domain/account.ts';
import { loadUploadDraft } from '#src/features/listings/upload/draft-store.ts';
import { setNetwork } from '../../helpers/network.ts';
import { button, fill, fillStep2, newUser, nextStep, openWizard, photo, toDetails } from './upload-wizard-helpers.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  // jsdom has no object URLs; naming the file in the preview's address shows which photo is where.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => `blob:${b instanceof File ? b.name : 'blob'}`, revokeObjectURL: () => undefined }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const previews = () => screen.getAllByRole('img', { name: /^Photo \d+$/ }).map((img) => img.getAttribute('src'));

/** Fills the three steps and picks three photos, the last moved to the front. */
async function fillAll(user: UserEvent) {
  await toDetails(user);
  await fillStep2(user);
  await fill(user, 'Walk to station (minutes)', '8');
  await nextStep(user, 'Features');
  await user.click(screen.getByLabelText('WiFi'));
  await user.upload(screen.getByLabelText(/Add photos/), [photo('front.jpg'), photo('hall.png', 2000, 'image/png'), photo('kitchen.jpg')]);
  await user.click(button('Move photo 3 earlier'));
  await user.click(button('Move photo 2 earlier'));
}

/** Leaves the page and opens it again, as a reload or coming back later does. */
async function reopen(view: { unmount: () => void }, who: User) {
  view.unmount();
  return openWizard(who);
}

it('saves fields, step and photos as the user goes, without a notice for a fresh start', async () => {
  const who = newUser();
  const user = userEvent.setup();
  await openWizard(who);
  expect(screen.queryByText('Your draft is back.')).toBeNull();
  await fillAll(user);
  await waitFor(async () => {
    const draft = await loadUploadDraft(who._id);
    expect(draft?.step).toBe(2);
    expect(draft?.photos.map((p) => p.file.name)).toEqual(['kitchen.jpg', 'front.jpg', 'hall.png']);
    expect(draft?.fields).toMatchObject({
      propertyName: '1 BHK near Malad station',
      description: 'Quiet, airy, ten minutes from the station.',
      walkMinutes: '8',
      amenities: ['wifi'],
    });
  });
  const saved = await loadUploadDraft(who._id);
  expect(await saved?.photos[2]?.file.text()).toMatch(/^hall\.png\0+$/);
  expect(saved?.photos[2]?.file.size).toBe(2000);
  expect(saved?.photos[2]?.file.type).toBe('image/png');
});

it('reads each photo once when it is chosen, not again as the user keeps typing', async () => {
  const read = vi.spyOn(File.prototype, 'arrayBuffer');
  const who = newUser();
  const user = userEvent.setup();
  await openWizard(who);
  await fillAll(user);
  await waitFor(() => expect(read).toHaveBeenCalledTimes(3));
  await user.click(screen.getByLabelText('Gym'));
  await user.click(button('Move photo 3 earlier'));
  await waitFor(async () => expect((await loadUploadDraft(who._id))?.fields).toMatchObject({ amenities: ['wifi', 'gym'] }));
  expect(read).toHaveBeenCalledTimes(3);
});

it('restores fields, photos with previews and the step after the page is opened again, and publishes them', async () => {
  const who = newUser();
  const user = userEvent.setup();
  const first = await openWizard(who);
  await fillAll(user);
  const again = await reopen(first, who);

  expect(screen.getByRole('status')).toHaveTextContent('Your draft is back.');
  expect(screen.getByRole('heading', { name: 'Features' })).toBeInTheDocument();
  expect(previews()).toEqual(['blob:kitchen.jpg', 'blob:front.jpg', 'blob:hall.png']);
  expect(screen.getByLabelText('WiFi')).toBeChecked();
  await user.click(button('Previous'));
  expect(screen.getByLabelText('Description')).toHaveValue('Quiet, airy, ten minutes from the station.');
  expect(screen.getByLabelText('Walk to station (minutes)')).toHaveValue(8);
  await user.click(button('Previous'));
  expect(screen.getByLabelText('Property Type')).toHaveValue('sale');
  expect(screen.getByLabelText('Title')).toHaveValue('1 BHK near Malad station');
  await user.click(button('Continue'));
  await user.click(button('Continue'));
  await user.click(button('Publish Property'));

  expect(await screen.findByText('My Properties page')).toBeInTheDocument();
  const body = await waitFor(() => {
    const sent = again.calls.find((call) => call.method === 'POST')?.body;
    if (!(sent instanceof FormData)) throw new Error('expected a multipart body');
    return sent;
  });
  expect(body.getAll('images').map((f) => (f instanceof File ? f.name : ''))).toEqual(['kitchen.jpg', 'front.jpg', 'hall.png']);
  expect(body.get('propertyName')).toBe('1 BHK near Malad station');
  expect(body.get('walkMinutes')).toBe('8');
  // Published: the draft is gone, and the next upload starts empty.
  expect(await loadUploadDraft(who._id)).toBeUndefined();
  await reopen(again, who);
  expect(screen.queryByText('Your draft is back.')).toBeNull();
  expect(screen.getByRole('heading', { name: 'Basic Info' })).toBeInTheDocument();
  expect(screen.getByLabelText('Title')).toHaveValue('');
});

it('keeps the draft when publishing fails', async () => {
  const who = newUser();
  const user = userEvent.setup();
  await openWizard(who, () => ({ status: 500 }));
  await fillAll(user);
  await user.click(button('Publish Property'));
  expect(await screen.findByText('Upload failed')).toBeInTheDocument();
  const draft = await loadUploadDraft(who._id);
  expect(draft?.photos).toHaveLength(3);
  expect(draft?.step).toBe(2);
});

it('discards a restored draft: the form starts over, focused, and the next visit has nothing to restore', async () => {
  const who = newUser();
  const user = userEvent.setup();
  const first = await openWizard(who);
  await toDetails(user);
  await fill(user, 'Address', '4 Marve Road');
  const again = await reopen(first, who);
  expect(screen.getByRole('heading', { name: 'Details' })).toBeInTheDocument();
  expect(screen.getByLabelText('Address')).toHaveValue('4 Marve Road');

  act(() => button('Discard draft').click());
  // Focused within the tap, and kept by a field the reader taps next before the main thread runs anything else.
  expect(screen.getByLabelText('Property Type')).toHaveFocus();
  act(() => screen.getByLabelText('Title').focus());
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(screen.getByLabelText('Title')).toHaveFocus();
  expect(screen.queryByText('Your draft is back.')).toBeNull();
  expect(screen.getByRole('heading', { name: 'Basic Info' })).toBeInTheDocument();
  expect(screen.getByLabelText('Title')).toHaveValue('');
  expect(screen.getByLabelText('Property Type')).toHaveValue('');
  expect(await loadUploadDraft(who._id)).toBeUndefined();
  await reopen(again, who);
  expect(screen.queryByText('Your draft is back.')).toBeNull();
  expect(screen.getByLabelText('Title')).toHaveValue('');
});

it('blocks Publish while offline with the reason, keeps everything, and enables it when the network returns', async () => {
  const who = newUser();
  const user = userEvent.setup();
  const { calls } = await openWizard(who);
  await fillAll(user);
  setNetwork(false);
  const publish = button('Publish Property');
  expect(publish).toBeDisabled();
  expect(publish).toHaveAccessibleDescription('You are offline. Your draft is saved on this device: publish it when you are back online.');
  // Enter in a field must not slip past the disabled button.
  await user.type(screen.getByLabelText('WiFi'), '{Enter}');
  expect(calls.some((call) => call.method === 'POST')).toBe(false);
  expect(previews()).toHaveLength(3);

  setNetwork(true);
  expect(button('Publish Property')).toBeEnabled();
  expect(button('Publish Property')).not.toHaveAccessibleDescription();
  await user.click(button('Publish Property'));
  expect(await screen.findByText('My Properties page')).toBeInTheDocument();
});
