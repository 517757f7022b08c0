import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { User } from '#src/domain/account.ts';
import UploadPropertyPage from '#src/features/listings/pages/upload-property-page.tsx';
import { renderPage } from '../../helpers/render.tsx';
import { USER } from './make-property.ts';
import { type ApiCall, mockApi, type Reply } from '../../helpers/api-mock.ts';
import { File as NodeFile } from 'node:buffer';

// jsdom's File and FormData are not the ones Node's fetch (which msw intercepts) can send: a photo would arrive as an
// empty part named "blob". The upload tests take Node's own, as in a browser where page and fetch share one
// implementation. Only here: React's form actions build a FormData from a form element, which only jsdom's can.
const nodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;
if (typeof nodeFormData === 'function') Object.assign(globalThis, { File: NodeFile, FormData: nodeFormData });

/** A picked photo; `bytes` sets the size the wizard checks without building big buffers. */
export function photo(name: string, bytes = 1000, type = 'image/jpeg') {
  // Real bytes, not a faked size: the multipart body fetch builds must hold what its length says.
  return new File([name, new Uint8Array(Math.max(0, bytes - name.length))], name, { type });
}

export const button = (name: string) => screen.getByRole('button', { name });

/** Types by pasting: the same change events, without a timer per keystroke on a busy machine. */
export async function fill(user: UserEvent, label: string | RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

export async function fillStep1(user: UserEvent) {
  await user.selectOptions(screen.getByLabelText('Property Type'), 'For Sale');
  await user.selectOptions(screen.getByLabelText('Property Status'), 'Resale');
  await fill(user, 'Price (₹)', '8500000');
  await fill(user, 'Location', 'Malad West');
  await fill(user, 'Title', '1 BHK near Malad station');
  await user.selectOptions(screen.getByLabelText('Who is listing it?'), 'I am a broker');
}

export async function fillStep2(user: UserEvent) {
  await fill(user, 'Address', '4 Marve Road, Malad West');
  await fill(user, 'Bedrooms', '1');
  await fill(user, 'Carpet Area (sq ft)', '420');
  await fill(user, 'Description', 'Quiet, airy, ten minutes from the station.');
}

/** Continue, and wait for the next step's heading. */
export async function nextStep(user: UserEvent, heading: 'Details' | 'Features') {
  await user.click(button('Continue'));
  await screen.findByRole('heading', { name: heading });
}

/** Step 1 filled, on to Details. */
export async function toDetails(user: UserEvent) {
  await fillStep1(user);
  await nextStep(user, 'Details');
}

/** Steps 1 and 2 filled, on to Features. */
export async function toFeatures(user: UserEvent) {
  await toDetails(user);
  await fillStep2(user);
  await nextStep(user, 'Features');
}

let users = 0;
/** A signed-in user of their own, so one test's saved draft never shows up in another. */
export function newUser(): User {
  users += 1;
  return { ...USER, _id: `uploader-${users}-${Date.now()}` };
}

/** Opens the wizard for `user` (the fetch stub answers /api/auth/session, the duplicate check and the upload) and waits for step 1. */
export async function openWizard(
  user: User,
  reply: () => Reply | Promise<Reply> = () => ({ status: 201, body: { message: 'Property uploaded' } }),
  duplicates: () => Reply = () => ({ status: 200, body: { possibleDuplicates: [] } }),
) {
  const f = mockApi({
    'GET /api/auth/session': () => ({ status: 200, body: { user } }),
    'POST /api/property/duplicate-check': duplicates,
    'POST /api/property/create': reply,
  });
  const view = renderPage(<UploadPropertyPage />, { path: '/upload-property', routes: { '/my-properties': <p>My Properties page</p> } });
  await screen.findByRole('button', { name: 'Previous' });
  return { ...view, calls: f.calls };
}

/** From the last step before Features: on to it, one photo, Publish. */
export async function publishWithOnePhoto(user: UserEvent) {
  await nextStep(user, 'Features');
  await user.upload(screen.getByLabelText(/Add photos/), [photo('front.jpg')]);
  await user.click(button('Publish Property'));
}

/** The multipart form the upload sent, once it has been sent. */
export function sentUpload(calls: readonly ApiCall[]): Promise<FormData> {
  return waitFor(() => {
    const sent = calls.find((call) => call.path === '/api/property/create')?.body;
    if (!(sent instanceof FormData)) throw new Error('expected a multipart body');
    return sent;
  });
}
