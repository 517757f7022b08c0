import { expect, it } from 'vitest';
import { matchPath } from '#src/lib/router/index.ts';

it('matches a literal path in any letter case, with or without trailing slashes', () => {
  expect(matchPath('/properties', '/properties')).toEqual({ params: {} });
  expect(matchPath('/properties', '/Properties/')).toEqual({ params: {} });
  expect(matchPath('/properties', '/properties/x')).toBeNull();
  expect(matchPath('/properties', '/propertiesx')).toBeNull();
  expect(matchPath('/', '/')).toEqual({ params: {} });
  expect(matchPath('/', '/properties')).toBeNull();
});

it('gives a parameter one whole segment, decoded, and never an empty one', () => {
  expect(matchPath('/property/:id', '/property/abc-123')).toEqual({ params: { id: 'abc-123' } });
  expect(matchPath('/reset-password/:token', '/reset-password/a%20b')).toEqual({ params: { token: 'a b' } });
  // Not decodable: kept as it came rather than thrown.
  expect(matchPath('/property/:id', '/property/%E0%A4')).toEqual({ params: { id: '%E0%A4' } });
  expect(matchPath('/property/:id', '/property/')).toBeNull();
  expect(matchPath('/property/:id', '/property//x')).toBeNull();
  expect(matchPath('/property/:id', '/property/a/b')).toBeNull();
});

it('lets a catch-all take any path, with what it matched', () => {
  expect(matchPath('*', '/no/such/page')).toEqual({ params: { '*': 'no/such/page' } });
  expect(matchPath('*', '/')).toEqual({ params: { '*': '' } });
  expect(matchPath('/admin/*', '/admin/dashboard')).toEqual({ params: { '*': 'dashboard' } });
  expect(matchPath('/admin/*', '/profile')).toBeNull();
});

it('treats the other characters of a pattern as text', () => {
  expect(matchPath('/a.b', '/a.b')).not.toBeNull();
  expect(matchPath('/a.b', '/axb')).toBeNull();
});
