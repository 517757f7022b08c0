import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import LoginPage from '#src/features/auth/pages/login-page.tsx';
import SignupPage from '#src/features/auth/pages/signup-page.tsx';
import { mockApiInOrder } from '../../helpers/api-mock.ts';
import { renderPage } from '../../helpers/render.tsx';

async function fillLogin() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'asha@example.in');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

it('shows the server message when sign-in fails', async () => {
  const f = mockApiInOrder({ status: 401, body: { message: 'Invalid email or password' } });
  renderPage(<LoginPage />, { path: '/login' });
  await fillLogin();
  expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  expect(f.calls[0]?.body).toEqual({ email: 'asha@example.in', password: 'secret123', rememberMe: false });
});

it("falls back to 'Login failed' when the server gives no message, and says so when there was no answer at all", async () => {
  mockApiInOrder({ status: 500 }, 'network-down');
  renderPage(<LoginPage />, { path: '/login' });
  await fillLogin();
  expect(await screen.findByText('Login failed')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('No connection: nothing was lost, try again when you are back online')).toBeInTheDocument();
});

it('re-fetches the current user after sign-in and goes to /', async () => {
  const user = { _id: 'u1', name: 'Asha', email: 'asha@example.in', contactNo: '9820012345', role: 'user', wishlist: [] };
  const f = mockApiInOrder({ status: 200, body: { user } }, { status: 200, body: user });
  renderPage(<LoginPage />, { path: '/login', routes: { '/': <p>Home page</p> } });
  await fillLogin();
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect(f.calls.map((c) => c.path)).toEqual(['/api/auth/login', '/api/auth/session']);
});

it("shows 'Signup failed' or the server's message when sign-up fails", async () => {
  mockApiInOrder({ status: 409, body: { message: 'An account with this email already exists' } }, { status: 500 });
  renderPage(<SignupPage />, { path: '/signup' });
  const u = userEvent.setup();
  await u.type(screen.getByLabelText('Full Name'), 'Asha');
  await u.type(screen.getByLabelText('Contact Number'), '9820012345');
  await u.type(screen.getByLabelText('Email'), 'asha@example.in');
  await u.type(screen.getByLabelText('Password'), 'secret123');
  await u.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: 'Sign Up' }));
  await waitFor(() => expect(screen.getByText('Signup failed')).toBeInTheDocument());
});
