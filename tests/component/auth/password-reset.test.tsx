import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import ForgotPasswordPage from '#src/features/auth/pages/forgot-password-page.tsx';
import ResetPasswordPage from '#src/features/auth/pages/reset-password-page.tsx';
import { heldReply, mockApi } from '../../helpers/api-mock.ts';
import { renderPage } from '../../helpers/render.tsx';

it('asks for an email and sends it to forgotPassword', async () => {
  const f = mockApi({ 'POST /api/user/forgotPassword': [{ status: 500 }, { status: 200, body: { message: 'ok' } }] });
  renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
  const u = userEvent.setup();
  await u.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  await u.type(screen.getByLabelText('Email'), 'Asha@Example.in');
  await u.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByText('A reset link has been sent to your email.')).toBeInTheDocument();
  expect(f.callsTo('POST /api/user/forgotPassword').map((c) => c.body)).toEqual([{ email: 'asha@example.in' }, { email: 'asha@example.in' }]);
});

it("reads 'Sending...' and is disabled while the link is requested", async () => {
  const d = heldReply();
  mockApi({ 'POST /api/user/forgotPassword': () => d.reply });
  renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
  const u = userEvent.setup();
  await u.type(screen.getByLabelText('Email'), 'asha@example.in');
  await u.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  d.release({ status: 200, body: { message: 'ok' } });
  expect(await screen.findByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
});

it('sets the new password with the token from the link, then goes to /login', async () => {
  const f = mockApi({ 'POST /api/user/resetPassword': { status: 200, body: { message: 'ok' } } });
  renderPage(<ResetPasswordPage />, { path: '/reset-password/:token', at: '/reset-password/tok-123', routes: { '/login': <p>Login page</p> } });
  const u = userEvent.setup();
  await u.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(await screen.findByText('New password is required')).toBeInTheDocument();
  await u.type(screen.getByLabelText('New Password'), 'abc');
  await u.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(await screen.findByText('New password must be at least 6 characters long')).toBeInTheDocument();
  await u.type(screen.getByLabelText('New Password'), 'def12');
  await u.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(await screen.findByText('Login page')).toBeInTheDocument();
  expect(screen.getByText('Password updated successfully.')).toBeInTheDocument();
  expect(f.callsTo('POST /api/user/resetPassword').map((c) => c.body)).toEqual([{ token: 'tok-123', newPassword: 'abcdef12' }]);
});

it("says 'Invalid or expired reset link.' when the server refuses the token", async () => {
  mockApi({ 'POST /api/user/resetPassword': { status: 400, body: { message: 'Invalid or expired reset link.' } } });
  renderPage(<ResetPasswordPage />, { path: '/reset-password/:token', at: '/reset-password/used' });
  const u = userEvent.setup();
  await u.type(screen.getByLabelText('New Password'), 'abcdef12');
  await u.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(await screen.findByText('Invalid or expired reset link.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Request another' })).toHaveAttribute('href', '/forgot-password');
});
