import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { translatorWithEveryPart as loadTranslator } from '../../helpers/language.ts';
import { fieldErrorIn } from '#src/lib/error-words.ts';
import type { Reply } from '../../helpers/api-mock.ts';
import {
  button,
  fill,
  fillStep1,
  fillStep2,
  newUser,
  nextStep,
  openWizard,
  photo,
  publishWithOnePhoto,
  sentUpload,
  toDetails,
  toFeatures,
} from './upload-wizard-helpers.tsx';

// These pages make several requests and renders per step; a busy two-core machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

let urls = 0;
beforeEach(() => {
  // jsdom has no object URLs; the previews only need distinct strings.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:preview-${++urls}`, revokeObjectURL: () => undefined }));
});
afterEach(() => vi.unstubAllGlobals());
// Many steps per test on a shared two-core machine.
vi.setConfig({ testTimeout: 20_000 });

const render = (reply?: () => Reply | Promise<Reply>) => openWizard(newUser(), reply);

it('enables Continue on step 1 only when type, status, price, title, location and who lists it are there; Previous is off', async () => {
  const user = userEvent.setup();
  await render();
  expect(button('Previous')).toBeDisabled();
  expect(button('Continue')).toBeDisabled();
  await user.selectOptions(screen.getByLabelText('Property Type'), 'For Rent');
  await user.selectOptions(screen.getByLabelText('Property Status'), 'Resale');
  await fill(user, 'Price (₹)', '0');
  await fill(user, 'Location', 'Malad West');
  expect(button('Continue')).toBeDisabled();
  await fill(user, 'Title', '1 BHK');
  expect(button('Continue')).toBeDisabled();
  await user.selectOptions(screen.getByLabelText('Who is listing it?'), 'I am the owner');
  expect(button('Continue')).toBeEnabled();
  await user.click(button('Continue'));
  expect(await screen.findByText('Price must be greater than 0')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Basic Info' })).toBeInTheDocument();
});

it('previews the price the short way as it is typed, with /mo for a rent', async () => {
  const user = userEvent.setup();
  await render();
  const price = screen.getByLabelText('Price (₹)');
  expect(price).toHaveAccessibleDescription('For rent, the monthly rent.');
  await user.selectOptions(screen.getByLabelText('Property Type'), 'For Sale');
  await fill(user, 'Price (₹)', '8500000');
  expect(price).toHaveAccessibleDescription('Reads as ₹85 L');
  await user.clear(price);
  await fill(user, 'Price (₹)', '12500000');
  expect(price).toHaveAccessibleDescription('Reads as ₹1.25 Cr');
  await user.selectOptions(screen.getByLabelText('Property Type'), 'For Rent');
  await user.clear(price);
  await fill(user, 'Price (₹)', '45000');
  expect(price).toHaveAccessibleDescription('Reads as ₹45 K /mo');
});

it('offers the MahaRERA number only for a project under construction and checks its form', async () => {
  const user = userEvent.setup();
  await render();
  await fillStep1(user);
  expect(screen.queryByLabelText('MahaRERA number (optional)')).toBeNull();
  await user.selectOptions(screen.getByLabelText('Property Status'), 'Under Construction');
  await fill(user, 'MahaRERA number (optional)', 'P123');
  await user.click(button('Continue'));
  expect(await screen.findByText('MahaRERA number is P followed by 11 digits')).toBeInTheDocument();
  // Switching away drops the half-typed number instead of blocking the step.
  await user.selectOptions(screen.getByLabelText('Property Status'), 'Resale');
  await user.click(button('Continue'));
  expect(await screen.findByRole('heading', { name: 'Details' })).toBeInTheDocument();
});

it('needs the description to continue from step 2 and shows the field messages', async () => {
  const user = userEvent.setup();
  await render();
  await toDetails(user);
  expect(button('Previous')).toBeEnabled();
  expect(button('Continue')).toBeDisabled();
  await fill(user, 'Description', 'Nice');
  await fill(user, 'Carpet Area (sq ft)', '0');
  await user.click(button('Continue'));
  expect(await screen.findByText('Address is required')).toBeInTheDocument();
  expect(screen.getByText('Carpet Area must be greater than 0')).toBeInTheDocument();
  // Previous keeps what was typed.
  await user.click(button('Previous'));
  expect(screen.getByLabelText('Title')).toHaveValue('1 BHK near Malad station');
});

it('checks photos for count and size, labels the cover, reorders and removes', async () => {
  const user = userEvent.setup();
  await render();
  await toFeatures(user);
  expect(screen.getByText(/PNG, JPG/)).toBeInTheDocument();
  expect(button('Publish Property')).toBeDisabled();

  const input = screen.getByLabelText(/Add photos/);
  await user.upload(input, [photo('big.jpg', 6 * 1024 * 1024), photo('a.jpg')]);
  expect(screen.getByRole('alert')).toHaveTextContent('Image size should be less than 5MB');
  expect(screen.getAllByRole('img', { name: /^Photo \d+$/ })).toHaveLength(1);

  await user.upload(
    input,
    Array.from({ length: 10 }, (_, i) => photo(`p${i}.jpg`)),
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Maximum 10 images allowed');
  expect(screen.getAllByRole('img', { name: /^Photo \d+$/ })).toHaveLength(10);

  const [first] = within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('listitem');
  if (!first) throw new Error('no photo previews');
  expect(within(first).getByText('Cover')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', 'blob:preview-1');
  await user.click(button('Move photo 2 earlier'));
  expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', 'blob:preview-2');
  await user.click(button('Remove photo 1'));
  expect(screen.getAllByRole('img', { name: /^Photo \d+$/ })).toHaveLength(9);
  expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', 'blob:preview-1');
  expect(button('Publish Property')).toBeEnabled();
});

it("publishes the multipart form, says 'Uploading...', shows both toasts and goes to My Properties", async () => {
  let answer: ((r: Reply) => void) | undefined;
  const user = userEvent.setup();
  const { calls } = await render(() => new Promise((resolve) => (answer = resolve)));
  await fillStep1(user);
  await user.selectOptions(screen.getByLabelText('Property Status'), 'Under Construction');
  await fill(user, 'MahaRERA number (optional)', 'p51800012345');
  await nextStep(user, 'Details');
  await fillStep2(user);
  await nextStep(user, 'Features');
  await user.click(screen.getByLabelText('WiFi'));
  await user.click(screen.getByLabelText('Swimming Pool'));
  await user.upload(screen.getByLabelText(/Add photos/), [photo('front.jpg'), photo('hall.png', 2000, 'image/png'), photo('kitchen.jpg')]);
  await user.click(button('Move photo 3 earlier'));
  await user.click(button('Publish Property'));
  expect(await screen.findByRole('button', { name: 'Uploading...' })).toBeDisabled();

  const body = await waitFor(() => {
    const sent = calls.find((call) => call.path === '/api/property/create')?.body;
    if (!(sent instanceof FormData)) throw new Error('expected a multipart body');
    return sent;
  });
  expect(Object.fromEntries([...body.entries()].filter(([k]) => k !== 'images'))).toEqual({
    type: 'sale',
    ucresale: 'under construction',
    reraNumber: 'P51800012345',
    price: '8500000',
    propertyName: '1 BHK near Malad station',
    location: 'Malad West',
    address: '4 Marve Road, Malad West',
    bedrooms: '1',
    carpetArea: '420',
    description: 'Quiet, airy, ten minutes from the station.',
    amenities: '["wifi","swimming"]',
    postedBy: 'agent',
  });
  expect(body.getAll('images').map((f) => (f instanceof File ? f.name : ''))).toEqual(['front.jpg', 'kitchen.jpg', 'hall.png']);

  answer?.({ status: 201, body: { message: 'Property uploaded' } });
  expect(await screen.findByText('My Properties page')).toBeInTheDocument();
  expect(await screen.findByText('Property uploaded')).toBeInTheDocument();
  expect(screen.getByText('Property published successfully!')).toBeInTheDocument();
});

it("shows the server's message, or 'Upload failed', and keeps everything", async () => {
  const replies: Reply[] = [{ status: 413, body: { message: 'Image size should be less than 5MB' } }, { status: 500 }];
  const user = userEvent.setup();
  // After those two, the network fails the way a dead connection does: fetch rejects.
  await render(() => replies.shift() ?? 'network-down');
  await toFeatures(user);
  await user.upload(screen.getByLabelText(/Add photos/), [photo('a.jpg')]);
  await user.click(button('Publish Property'));
  expect(await screen.findByText('Image size should be less than 5MB')).toBeInTheDocument();
  await user.click(button('Publish Property'));
  expect(await screen.findByText('Upload failed')).toBeInTheDocument();
  expect(screen.getAllByRole('img', { name: /^Photo \d+$/ })).toHaveLength(1);
  await waitFor(() => expect(button('Publish Property')).toBeEnabled());
  // A connection that looks alive but is dead: no answer at all is not the server's fault.
  await user.click(button('Publish Property'));
  expect(await screen.findByText('No connection: nothing was lost, try again when you are back online')).toBeInTheDocument();
  expect(screen.getAllByRole('img', { name: /^Photo \d+$/ })).toHaveLength(1);
});

it("takes the walk to the station on step 2, optional and 1-60, says why in the reader's language, and sends it", async () => {
  const user = userEvent.setup();
  const { calls } = await render();
  await toDetails(user);
  await fillStep2(user);
  const walk = screen.getByLabelText('Walk to station (minutes)');
  expect(walk).toHaveAccessibleDescription('From the door to the station named in the location, 1 to 60. Buyers see their commute with it.');
  await fill(user, 'Walk to station (minutes)', '61');
  await user.click(button('Continue'));
  expect(await screen.findByText('Walk to the station must be a whole number of minutes from 1 to 60')).toBeInTheDocument();
  expect(walk).toHaveAttribute('aria-invalid', 'true');
  const hindi = fieldErrorIn(await loadTranslator('hi'), 'walkMinutesInvalid');
  expect(hindi).not.toBe('Walk to the station must be a whole number of minutes from 1 to 60');
  expect(hindi).toMatch(/[\u0900-\u097f]/);
  await user.clear(walk);
  await fill(user, 'Walk to station (minutes)', '12');
  await publishWithOnePhoto(user);
  const body = await sentUpload(calls);
  expect(body.get('walkMinutes')).toBe('12');
});
