import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import {
  createMemoryHistory,
  Link,
  Navigate,
  NavLink,
  type NavigationHistory,
  Router,
  Routes,
  useLocation,
  useParams,
  useSearchParams,
} from '#src/lib/router/index.ts';

function Where() {
  const { pathname, search, state } = useLocation();
  return <output>{`${pathname}${search} ${JSON.stringify(state)}`}</output>;
}

function ListingId() {
  return <p>listing {useParams().id}</p>;
}

function app(history: NavigationHistory, page: ReactNode) {
  return render(
    <Router history={history}>
      <Routes
        routes={[
          { path: '/', element: page },
          { path: '/property/:id', element: <ListingId /> },
          { path: '*', element: <Where /> },
        ]}
      />
    </Router>,
  );
}

it('follows a plain click in the app, adding to the history, and leaves a modified click to the browser', async () => {
  const history = createMemoryHistory(['/']);
  app(history, <Link to="/property/p1">Open</Link>);
  const link = screen.getByRole('link', { name: 'Open' });
  expect(link.getAttribute('href')).toBe('/property/p1');

  // Ctrl-click (a new tab): the app does not navigate, and does not stop the browser.
  const ctrl = fireEvent.click(link, { ctrlKey: true });
  expect(ctrl).toBe(true);
  expect(history.location.pathname).toBe('/');

  await userEvent.click(link);
  expect(history.location.pathname).toBe('/property/p1');
  expect(await screen.findByText('listing p1')).toBeTruthy();
});

it('marks the link of the page on screen as the current page, and a parent link only without `end`', () => {
  const history = createMemoryHistory(['/admin/dashboard']);
  render(
    <Router history={history}>
      <NavLink to="/admin/dashboard" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Dashboard
      </NavLink>
      <NavLink to="/admin">Admin</NavLink>
      <NavLink to="/admin" end>
        Admin only
      </NavLink>
      <NavLink to="/">Home</NavLink>
    </Router>,
  );
  const dashboard = screen.getByRole('link', { name: 'Dashboard' });
  expect(dashboard.getAttribute('aria-current')).toBe('page');
  expect(dashboard.className).toBe('on');
  expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('aria-current')).toBe('page');
  expect(screen.getByRole('link', { name: 'Admin only' }).getAttribute('aria-current')).toBeNull();
  expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
});

it('redirects with state the next page reads', async () => {
  const history = createMemoryHistory(['/']);
  app(history, <Navigate to="/login" replace state={{ from: '/wishlist' }} />);
  expect(await screen.findByText('/login {"from":"/wishlist"}')).toBeTruthy();
});

it('sets a new query on the newest path, and replaces the entry only when asked', () => {
  const history = createMemoryHistory(['/properties?q=old']);
  const { result } = renderHook(() => useSearchParams(), { wrapper: ({ children }) => <Router history={history}>{children}</Router> });
  expect(result.current[0].get('q')).toBe('old');
  act(() => result.current[1](new URLSearchParams({ type: 'rent' })));
  expect(history.location.pathname + history.location.search).toBe('/properties?type=rent');
  expect(result.current[0].get('type')).toBe('rent');
  act(() => result.current[1](new URLSearchParams(), { replace: true }));
  expect(history.location.search).toBe('');
});
