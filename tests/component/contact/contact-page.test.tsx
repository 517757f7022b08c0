import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import ContactPage from '#src/features/contact/pages/contact-page.tsx';
import { heldReply, mockApi } from '../../helpers/api-mock.ts';
import { renderPage } from '../../helpers/render.tsx';

const site = {
  status: 200,
  body: {
    agentPhone: '+91 98200 12345',
    agentEmail: 'agent@mumbaihomes.in',
    city: 'Mumbai',
    officeAddress: '12 Hill Road, Bandra West',
    agentRera: 'A51700099999',
  },
};

async function fill(u: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string; contactNo?: string; message?: string }) {
  if (values.name) await u.type(screen.getByLabelText('Your Name'), values.name);
  if (values.email) await u.type(screen.getByLabelText('Email Address'), values.email);
  if (values.contactNo) await u.type(screen.getByLabelText('Contact Number'), values.contactNo);
  if (values.message) await u.type(screen.getByLabelText('Message'), values.message);
}

const good = { name: 'Asha Patil', email: 'Asha@Example.in', contactNo: '9820012345', message: 'Looking for a 2 BHK in Borivali.' };

it('shows the spec messages under each empty field and sends nothing', async () => {
  const f = mockApi({ 'GET /api/site': site, 'POST /api/property/contactus': { status: 201, body: { message: 'Enquiry received' } } });
  renderPage(<ContactPage />, { path: '/contact-us' });
  const u = userEvent.setup();
  await u.click(screen.getByRole('button', { name: 'Send Enquiry' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Contact number is required')).toBeInTheDocument();
  expect(screen.getByText('Message cannot be empty')).toBeInTheDocument();
  expect(screen.getByLabelText('Your Name')).toHaveAccessibleDescription('Name is required');
  expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '4');
  expect(f.callsTo('POST /api/property/contactus')).toHaveLength(0);
});

it('rejects a malformed email and a short number', async () => {
  mockApi({ 'GET /api/site': site });
  renderPage(<ContactPage />, { path: '/contact-us' });
  const u = userEvent.setup();
  await fill(u, { ...good, email: 'asha at example', contactNo: '98200' });
  await u.click(screen.getByRole('button', { name: 'Send Enquiry' }));
  expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
  expect(screen.getByText('Enter a valid 10-digit number')).toBeInTheDocument();
});

it('takes digits with spaces and +91 as a contact number, and nothing else', async () => {
  mockApi({ 'GET /api/site': site });
  renderPage(<ContactPage />, { path: '/contact-us' });
  const u = userEvent.setup();
  await fill(u, { ...good, contactNo: 'call me 9820' });
  await u.click(screen.getByRole('button', { name: 'Send Enquiry' }));
  expect(await screen.findByText('Enter a valid 10-digit number')).toBeInTheDocument();
  await u.clear(screen.getByLabelText('Contact Number'));
  await u.type(screen.getByLabelText('Contact Number'), '+91 98200 12345');
  await waitFor(() => expect(screen.queryByText('Enter a valid 10-digit number')).toBeNull());
});

it('shows the configured office address and the MahaRERA agent registration', async () => {
  mockApi({ 'GET /api/site': site });
  renderPage(<ContactPage />, { path: '/contact-us' });
  expect(await screen.findByText('12 Hill Road, Bandra West')).toBeInTheDocument();
  expect(screen.getByText('A51700099999')).toBeInTheDocument();
});

it("reads 'Sending...' and is disabled while sending, then toasts and empties the form", async () => {
  const d = heldReply();
  const f = mockApi({ 'GET /api/site': site, 'POST /api/property/contactus': () => d.reply });
  renderPage(<ContactPage />, { path: '/contact-us' });
  const u = userEvent.setup();
  await fill(u, good);
  await u.click(screen.getByRole('button', { name: 'Send Enquiry' }));
  const busy = await screen.findByRole('button', { name: 'Sending...' });
  expect(busy).toBeDisabled();
  d.release({ status: 201, body: { message: 'Enquiry received' } });
  expect(await screen.findByText('Your enquiry has been sent!')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled();
  expect(screen.getByLabelText('Your Name')).toHaveValue('');
  expect(screen.getByLabelText('Message')).toHaveValue('');
  expect(f.callsTo('POST /api/property/contactus')[0]?.body).toEqual({ ...good, email: 'asha@example.in' });
});

it("shows the server's message on failure, else 'Something went wrong', and keeps the input", async () => {
  mockApi({
    'GET /api/site': site,
    'POST /api/property/contactus': [{ status: 429, body: { message: 'Too many attempts, please try again later' } }, { status: 500 }],
  });
  renderPage(<ContactPage />, { path: '/contact-us' });
  const u = userEvent.setup();
  await fill(u, good);
  await u.click(screen.getByRole('button', { name: 'Send Enquiry' }));
  expect(await screen.findByText('Too many attempts, please try again later')).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: 'Send Enquiry' }));
  await waitFor(() => expect(screen.getByText('Something went wrong')).toBeInTheDocument());
  expect(screen.getByLabelText('Your Name')).toHaveValue(good.name);
});
