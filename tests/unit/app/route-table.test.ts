import { expect, it } from 'vitest';
import { matchRoute } from '#src/app/router.tsx';

// The page a path opens decides what the server renders and which page's code the browser loads before it takes the
// server's markup over (src/main.tsx); a mismatch would show the wrong page, or the not-found page, to a shared link.

it('opens a page by its path in any letter case, with or without a trailing slash', () => {
  expect(matchRoute('/properties').route.path).toBe('/properties');
  expect(matchRoute('/Properties/').route.path).toBe('/properties');
  expect(matchRoute('/').route.path).toBe('/');
  expect(matchRoute('/propertiesx').route.path).toBe('*');
  expect(matchRoute('/properties/x').route.path).toBe('*');
});

it("gives a listing's page its whole id, and never an empty one", () => {
  expect(matchRoute('/property/abc-123')).toMatchObject({ route: { path: '/property/:id' }, params: { id: 'abc-123' } });
  expect(matchRoute('/reset-password/t0k3n')).toMatchObject({ route: { path: '/reset-password/:token' }, params: { token: 't0k3n' } });
  expect(matchRoute('/property/').route.path).toBe('*');
  expect(matchRoute('/property/a/b').route.path).toBe('*');
});

it('opens the not-found page for any other path', () => {
  expect(matchRoute('/no/such/page').route.path).toBe('*');
  expect(matchRoute('/admin').route.path).toBe('*');
  expect(matchRoute('/admin/dashboard').route.path).toBe('/admin/dashboard');
});
