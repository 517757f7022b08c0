import { expect, it } from 'vitest';
import { returnPath } from '#src/features/auth/return-to.ts';

it('returns to the in-app page the guard recorded, query included', () => {
  expect(returnPath({ from: '/property/abc' })).toBe('/property/abc');
  expect(returnPath({ from: '/properties?type=rent&q=Andheri' })).toBe('/properties?type=rent&q=Andheri');
});

it('goes home for anything else: no state, another site, or a sign-in page', () => {
  expect(returnPath(null)).toBe('/');
  expect(returnPath(undefined)).toBe('/');
  expect(returnPath({ from: 42 })).toBe('/');
  expect(returnPath({ from: 'https://evil.example/' })).toBe('/');
  expect(returnPath({ from: '//evil.example/path' })).toBe('/');
  expect(returnPath({ from: '/login' })).toBe('/');
  expect(returnPath({ from: '/signup?x=1' })).toBe('/');
});
