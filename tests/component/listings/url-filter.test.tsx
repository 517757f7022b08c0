import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router';
import { expect, it } from 'vitest';
import { EMPTY_FILTER } from '#src/domain/listing-filter-core.ts';
import { useUrlFilter } from '#src/features/listings/hooks/use-url-filter.ts';

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/properties?q=old']}>{children}</MemoryRouter>;

it('edits the address as last set, not as last shown: the search pause ending right after an Apply keeps what was applied', () => {
  const { result } = renderHook(() => ({ url: useUrlFilter(), location: useLocation() }), { wrapper });
  const [, setFilter, editFilter] = result.current.url;
  act(() => {
    // Apply, and in the same moment, before the page has shown it, the search box's pause ends with the box emptied.
    setFilter({ ...EMPTY_FILTER, type: 'rent', amenities: ['gym'], q: 'old' });
    editFilter((current) => ({ ...current, q: '' }), { replace: true });
  });
  expect(result.current.location.search).toBe('?type=rent&amenities=gym');
  expect(result.current.url[0]).toMatchObject({ type: 'rent', amenities: ['gym'], q: '' });
});

it('adds a filter to the history so Back returns to the last one, and replaces the entry only when asked', () => {
  const { result } = renderHook(() => ({ url: useUrlFilter(), location: useLocation(), type: useNavigationType(), navigate: useNavigate() }), { wrapper });
  expect(result.current.url[0]).toMatchObject({ q: 'old' });
  act(() => result.current.url[1]({ ...EMPTY_FILTER, type: 'rent' }));
  expect(result.current.location.pathname + result.current.location.search).toBe('/properties?type=rent');
  expect(result.current.type).toBe('PUSH');
  act(() => result.current.url[1]({ ...EMPTY_FILTER, type: 'sale' }, { replace: true }));
  expect(result.current.location.search).toBe('?type=sale');
  expect(result.current.type).toBe('REPLACE');
  // Back skips the replaced entry: it returns to the list as it was first opened.
  act(() => void result.current.navigate(-1));
  expect(result.current.location.search).toBe('?q=old');
  expect(result.current.url[0]).toMatchObject({ q: 'old', type: '' });
});
