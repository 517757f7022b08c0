import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, expect, it, vi } from 'vitest';
import ProfilePage from '#src/features/profile/pages/profile-page.tsx';
import { authKeys } from '#src/lib/query-keys/shared-keys.ts';
import { renderPage } from '../../helpers/render.tsx';
import { mockApi } from '../../helpers/api-mock.ts';

afterEach(() => vi.unstubAllGlobals());

const asha = { _id: 'u1', name: 'Asha Patil', email: 'asha@example.in', contactNo: '9820012345', role: 'user', wishlist: [] };

function open(routes: Parameters<typeof mockApi>[0] = {}) {
  const f = mockApi({ 'GET /api/auth/session': { status: 200, body: { user: asha } }, ...routes });
  const view = renderPage(<ProfilePage />, { path: '/profile', routes: { '/': <p>Home page</p> } });
  return { f, view, u: userEvent.setup() };
}

it('shows the details read-only; Cancel after editing puts the stored values back', async () => {
  const { u } = open();
  const name = await screen.findByLabelText('Full Name');
  expect(name).toHaveValue('Asha Patil');
  expect(name).toHaveAttribute('readonly');
  await u.click(screen.getByRole('button', { name: 'Edit Profile' }));
  expect(name).not.toHaveAttribute('readonly');
  await u.clear(name);
  await u.type(name, 'Someone Else');
  await u.clear(screen.getByLabelText('Phone Number'));
  await u.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(name).toHaveValue('Asha Patil');
  expect(screen.getByLabelText('Phone Number')).toHaveValue('9820012345');
  expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
});

it('Edit puts the cursor in the name at once, and a field the reader then taps keeps the focus', async () => {
  open();
  const edit = await screen.findByRole('button', { name: 'Edit Profile' });
  act(() => edit.click());
  const name = screen.getByLabelText('Full Name');
  expect(name).toHaveFocus();
  // A slow phone: the reader taps the phone field before the main thread has run anything else.
  const phone = screen.getByLabelText('Phone Number');
  act(() => phone.focus());
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(phone).toHaveFocus();
});

it('validates with the shared rules, saves, toasts and shows the stored values', async () => {
  const updated = { ...asha, name: 'Asha P. Patil' };
  const { u, f } = open({
    'GET /api/auth/session': [
      { status: 200, body: { user: asha } },
      { status: 200, body: { user: updated } },
    ],
    'PUT /api/user/updateProfile': { status: 200, body: { user: updated } },
  });
  await u.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  await u.clear(screen.getByLabelText('Phone Number'));
  await u.type(screen.getByLabelText('Phone Number'), '12345');
  await u.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Enter a valid 10-digit number')).toBeInTheDocument();
  await u.clear(screen.getByLabelText('Phone Number'));
  await u.type(screen.getByLabelText('Phone Number'), '9820012345');
  await u.clear(screen.getByLabelText('Full Name'));
  await u.type(screen.getByLabelText('Full Name'), 'Asha P. Patil');
  await u.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  expect(f.callsTo('PUT /api/user/updateProfile').map((c) => c.body)).toEqual([{ name: 'Asha P. Patil', email: 'asha@example.in', contactNo: '9820012345' }]);
  await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveAttribute('readonly'));
  expect(screen.getByLabelText('Full Name')).toHaveValue('Asha P. Patil');
});

it('asks for the current password only when the e-mail changes, and sends it with the new e-mail', async () => {
  const moved = { ...asha, email: 'asha.new@example.in' };
  const { u, f } = open({
    'GET /api/auth/session': [
      { status: 200, body: { user: asha } },
      { status: 200, body: { user: moved } },
    ],
    'PUT /api/user/updateProfile': { status: 200, body: { user: moved } },
  });
  await u.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  expect(screen.queryByLabelText('Password to confirm the new email')).toBeNull();
  const email = screen.getByLabelText('Email');
  await u.clear(email);
  await u.type(email, 'asha.new@example.in');
  const password = screen.getByLabelText('Password to confirm the new email');
  expect(password).toHaveAttribute('type', 'password');
  await u.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Enter your current password to change your email')).toBeInTheDocument();
  expect(f.callsTo('PUT /api/user/updateProfile')).toEqual([]);
  await u.type(password, 'secret123');
  await u.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  expect(f.callsTo('PUT /api/user/updateProfile').map((c) => c.body)).toEqual([
    { name: 'Asha Patil', email: 'asha.new@example.in', contactNo: '9820012345', currentPassword: 'secret123' },
  ]);
  await waitFor(() => expect(screen.queryByLabelText('Password to confirm the new email')).toBeNull());
});

it.each([
  [{ status: 409, body: { message: 'An account with this email already exists' } }, 'An account with this email already exists'],
  [{ status: 400 }, 'Invalid data provided'],
  [{ status: 500, body: { message: 'boom' } }, 'Server error. Please try again later.'],
])('a failed save (%o) shows %s', async (reply, message) => {
  const { u } = open({ 'PUT /api/user/updateProfile': reply });
  await u.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  await u.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
});

it('a save over a connection that looks alive but is dead says so and keeps what was typed', async () => {
  const { u } = open({ 'PUT /api/user/updateProfile': 'network-down' });
  await u.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  await u.clear(screen.getByLabelText('Full Name'));
  await u.type(screen.getByLabelText('Full Name'), 'Asha on the train');
  await u.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('No connection: nothing was lost, try again when you are back online')).toBeInTheDocument();
  expect(screen.queryByText('Server error. Please try again later.')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Full Name')).toHaveValue('Asha on the train');
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
});

it('keeps Change Password disabled until both fields are filled, and shows and hides each', async () => {
  const { u } = open();
  const submit = await screen.findByRole('button', { name: 'Change Password' });
  expect(submit).toBeDisabled();
  const current = screen.getByLabelText('Current Password');
  await u.type(current, 'secret123');
  expect(submit).toBeDisabled();
  await u.type(screen.getByLabelText('New Password'), 'n');
  expect(submit).toBeEnabled();
  expect(current).toHaveAttribute('type', 'password');
  await u.click(screen.getByRole('button', { name: 'Show password: Current Password' }));
  expect(current).toHaveAttribute('type', 'text');
  await u.click(screen.getByRole('button', { name: 'Hide password: Current Password' }));
  expect(current).toHaveAttribute('type', 'password');
  await u.click(submit);
  expect(await screen.findByText('New password must be at least 6 characters long')).toBeInTheDocument();
});

it('changes the password, toasts and clears the fields; failures show the spec messages', async () => {
  const { u, f } = open({
    'PUT /api/user/changePassword': [
      { status: 400, body: { message: 'Current password is incorrect' } },
      { status: 400 },
      { status: 403 },
      { status: 503 },
      { status: 200, body: { message: 'Password changed' } },
    ],
  });
  await u.type(await screen.findByLabelText('Current Password'), 'secret123');
  await u.type(screen.getByLabelText('New Password'), 'newsecret1');
  const submit = screen.getByRole('button', { name: 'Change Password' });
  for (const message of ['Current password is incorrect', 'Invalid password provided', 'Failed to change password', 'Server error. Please try again later.']) {
    await u.click(submit);
    expect(await screen.findByText(message)).toBeInTheDocument();
    act(() => toast.remove());
  }
  await u.click(submit);
  expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
  expect(screen.getByLabelText('Current Password')).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Change Password' })).toBeDisabled();
  expect(f.callsTo('PUT /api/user/changePassword').map((c) => c.body)).toHaveLength(5);
  expect(
    f
      .callsTo('PUT /api/user/changePassword')
      .map((c) => c.body)
      .at(-1),
  ).toEqual({ oldPassword: 'secret123', newPassword: 'newsecret1' });
});

it("signs out with 'Logged out successfully!' and goes to /", async () => {
  const { u, view } = open({ 'POST /api/auth/logout': { status: 200, body: { message: 'Logged out' } } });
  await u.click(await screen.findByRole('button', { name: 'Sign Out' }));
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect(screen.getByText('Logged out successfully!')).toBeInTheDocument();
  expect(view.router.state.location.pathname).toBe('/');
  expect(view.client.getQueryData(authKeys.me)).toBe(false);
});

it('blocks Sign Out while offline, saying why: the session must end on the server too', async () => {
  const { f } = open({ 'POST /api/auth/logout': { status: 200, body: { message: 'Logged out' } } });
  const signOut = await screen.findByRole('button', { name: 'Sign Out' });
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  expect(signOut).toBeDisabled();
  expect(signOut).toHaveAccessibleDescription('You are offline. Signing out needs a connection, so that your session also ends on the server.');
  onLine.mockRestore();
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(signOut).toBeEnabled();
  expect(f.callsTo('POST /api/auth/logout')).toHaveLength(0);
});

it('links the Quick Action to My Properties, the wishlist and the bookings', async () => {
  open();
  expect(await screen.findByRole('link', { name: /My Properties/ })).toHaveAttribute('href', '/my-properties');
  expect(screen.getByRole('link', { name: /Wishlist/ })).toHaveAttribute('href', '/wishlist');
  expect(screen.getByRole('link', { name: /My Bookings/ })).toHaveAttribute('href', '/my-bookings');
});

it('names the built-in admin\'s role once, not "Administrator · Administrator"', async () => {
  mockApi({ 'GET /api/auth/session': { status: 200, body: { user: { ...asha, name: 'Administrator', role: 'admin' } } } });
  renderPage(<ProfilePage />, { path: '/profile' });
  expect(await screen.findByText('Administrator')).toBeInTheDocument();
  expect(screen.queryByText(/Administrator · Administrator/)).toBeNull();
});

it('blocks saving and password changes while offline, saying why, and unblocks when the network returns', async () => {
  const { u } = open();
  await u.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  await u.type(screen.getByLabelText('Current Password'), 'secret123');
  await u.type(screen.getByLabelText('New Password'), 'newsecret1');
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Change Password' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveAccessibleDescription('You are offline. Connect to save your details.');
  expect(screen.getByText('You are offline. Connect to change your password.')).toBeInTheDocument();
  onLine.mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled();
  expect(screen.queryByText('You are offline. Connect to save your details.')).not.toBeInTheDocument();
  onLine.mockRestore();
});

it('shows how much the app keeps offline, and clear takes the photos off the device', async () => {
  const MB = 1024 * 1024;
  let used = 42 * MB;
  const deleted: string[] = [];
  vi.stubGlobal('caches', {
    delete: async (name: string) => {
      deleted.push(name);
      used = 5 * MB;
      return true;
    },
  });
  Object.defineProperty(navigator, 'storage', { configurable: true, value: { estimate: async () => ({ usage: used }) } });
  try {
    const { u } = open();
    expect(await screen.findByText('Offline storage: 42 MB', { exact: false })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Clear offline photos' }));
    expect(await screen.findByText('Offline storage: 5 MB', { exact: false })).toBeInTheDocument();
    expect(deleted).toEqual(['mumbai-homes-photos']);
  } finally {
    Reflect.deleteProperty(navigator, 'storage');
  }
});
