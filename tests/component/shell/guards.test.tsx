import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { RequireAdmin, RequireUser } from '#src/app/guards.tsx';
import { heldReply, mockApi } from '../../helpers/api-mock.ts';
import { renderPage } from '../../helpers/render.tsx';

const user = { _id: 'u1', name: 'Asha', email: 'asha@example.in', contactNo: '9820012345', role: 'user', wishlist: [] };

it('shows Loading while the user is unknown, then sends a visitor to /login', async () => {
  const d = heldReply();
  mockApi({ 'GET /api/auth/session': () => d.reply });
  renderPage(
    <RequireUser>
      <p>Secret</p>
    </RequireUser>,
    { path: '/wishlist', routes: { '/login': <p>Login page</p> } },
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  d.release({ status: 401, body: { message: 'Please sign in' } });
  expect(await screen.findByText('Login page')).toBeInTheDocument();
  expect(screen.queryByText('Secret')).not.toBeInTheDocument();
});

it('lets a signed-in user through', async () => {
  mockApi({ 'GET /api/auth/session': { status: 200, body: { user } } });
  renderPage(
    <RequireUser>
      <p>Secret</p>
    </RequireUser>,
    { path: '/wishlist' },
  );
  expect(await screen.findByText('Secret')).toBeInTheDocument();
});

it('turns a plain user away from the admin pages and lets an admin in', async () => {
  mockApi({ 'GET /api/auth/session': { status: 200, body: { user } } });
  const first = renderPage(
    <RequireAdmin>
      <p>Dashboard</p>
    </RequireAdmin>,
    { path: '/admin/dashboard' },
  );
  expect(await screen.findByRole('heading', { name: 'This page is for administrators' })).toBeInTheDocument();
  expect(screen.queryByText('Dashboard')).not.toBeInTheDocument();
  first.unmount();

  // The newest handler answers first.
  mockApi({ 'GET /api/auth/session': { status: 200, body: { user: { ...user, role: 'admin' } } } });
  renderPage(
    <RequireAdmin>
      <p>Dashboard</p>
    </RequireAdmin>,
    { path: '/admin/dashboard' },
  );
  expect(await screen.findByText('Dashboard')).toBeInTheDocument();
});

it('sends a visitor on an admin page to /login', async () => {
  mockApi({ 'GET /api/auth/session': { status: 200, body: { user: null } } });
  renderPage(
    <RequireAdmin>
      <p>Dashboard</p>
    </RequireAdmin>,
    { path: '/admin/dashboard', routes: { '/login': <p>Login page</p> } },
  );
  expect(await screen.findByText('Login page')).toBeInTheDocument();
});
