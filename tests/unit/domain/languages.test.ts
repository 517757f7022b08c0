import { expect, it } from 'vitest';
import { acceptLanguageOrder } from '#src/domain/accept-language.ts';
import { negotiateLang as fromList } from '#src/domain/languages.ts';

const negotiateLang = (header: string | string[] | undefined) => fromList(typeof header === 'string' ? acceptLanguageOrder(header) : (header ?? []));

it('follows the first language the reader prefers that the app speaks', () => {
  expect(negotiateLang('mr-IN,mr;q=0.9,en;q=0.8')).toBe('mr');
  expect(negotiateLang('en;q=0.5, hi')).toBe('hi');
  expect(negotiateLang('ta-IN, hi;q=0.7, en;q=0.8')).toBe('en');
  expect(negotiateLang(['ta-IN', 'hi-IN', 'en-US'])).toBe('hi');
  expect(negotiateLang('HI-in')).toBe('hi');
});

it('falls back to English on anything malformed, empty or absurd', () => {
  for (const header of ['', '*', 'hi;q=0', 'hi;q=2', '</script>', 'hi\u0000', `${'x,'.repeat(10_000)}mr`, undefined]) expect(negotiateLang(header)).toBe('en');
});
