import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import ForgotPasswordPage from '#src/features/auth/pages/forgot-password-page.tsx';
import LoginPage from '#src/features/auth/pages/login-page.tsx';
import ResetPasswordPage from '#src/features/auth/pages/reset-password-page.tsx';
import SignupPage from '#src/features/auth/pages/signup-page.tsx';
import { mockApiInOrder } from '../../helpers/api-mock.ts';
import { setNetwork } from '../../helpers/network.ts';
import { renderPage } from '../../helpers/render.tsx';

afterEach(() => vi.restoreAllMocks());

const pages: { name: string; page: ReactNode; path: string; at?: string; field: string; button: string; reason: string }[] = [
  { name: 'sign in', page: <LoginPage />, path: '/login', field: 'Email', button: 'Sign In', reason: 'You are offline. Signing in needs a connection.' },
  {
    name: 'sign up',
    page: <SignupPage />,
    path: '/signup',
    field: 'Full Name',
    button: 'Sign Up',
    reason: 'You are offline. Creating an account needs a connection.',
  },
  {
    name: 'forgot password',
    page: <ForgotPasswordPage />,
    path: '/forgot-password',
    field: 'Email',
    button: 'Send Reset Link',
    reason: 'You are offline. Connect to request a reset link.',
  },
  {
    name: 'reset password',
    page: <ResetPasswordPage />,
    path: '/reset-password/:token',
    at: '/reset-password/abc',
    field: 'New Password',
    button: 'Reset Password',
    reason: 'You are offline. Connect to set your new password.',
  },
];

it.each(pages)(
  'blocks $name while offline with the reason on the button, keeps the typing, and unblocks online',
  async ({ page, path, at, field, button, reason }) => {
    // No reply at all: any request would fail the test, and is recorded.
    const api = mockApiInOrder();
    renderPage(page, { path, at: at ?? path });
    const u = userEvent.setup();
    setNetwork(false);
    const submit = screen.getByRole('button', { name: button });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(reason);
    await u.type(screen.getByLabelText(field, { exact: true }), 'asha@example.in{Enter}');
    expect(api.calls).toHaveLength(0);
    setNetwork(true);
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText(field, { exact: true })).toHaveValue('asha@example.in');
  },
);
