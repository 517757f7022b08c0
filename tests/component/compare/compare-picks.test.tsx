import 'fake-indexeddb/auto';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { CompareToggle } from '#src/features/compare/components/compare-toggle.tsx';
import { CompareTray } from '#src/features/compare/components/compare-tray.tsx';
import { COMPARE_PICKS_KEY, clearComparePicks, comparePicks, setComparePicks } from '#src/lib/compare-picks.ts';
import { clearUserData } from '#src/offline/device-data/index.ts';
import { CardShell } from '../../helpers/render.tsx';
import { makeProperty } from '../listings/make-property.ts';

beforeEach(() => {
  clearComparePicks();
  localStorage.clear();
});

function renderPicking(count: number) {
  const listings = Array.from({ length: count }, (_, i) => makeProperty({ propertyName: `Home ${i + 1}` }));
  render(
    <CardShell>
      {listings.map((p) => (
        <CompareToggle key={p._id} property={p} />
      ))}
      <CompareTray />
    </CardShell>,
  );
  return listings;
}

it('toggles a pick with aria-pressed and keeps it on the device', async () => {
  const [first] = renderPicking(2);
  const toggle = screen.getByRole('button', { name: 'Compare Home 1' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(screen.queryByRole('region', { name: 'Homes to compare' })).toBeNull();
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(JSON.parse(localStorage.getItem(COMPARE_PICKS_KEY) ?? '[]')).toEqual([first?._id]);
  const tray = screen.getByRole('region', { name: 'Homes to compare' });
  expect(within(tray).getByRole('status')).toHaveTextContent('1 of 4 picked to compare');
  expect(within(tray).queryByRole('link', { name: 'Compare' })).toBeNull();
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(localStorage.getItem(COMPARE_PICKS_KEY)).toBeNull();
});

it('holds four, refuses a fifth and says so, and Clear empties the tray', async () => {
  const listings = renderPicking(5);
  for (let i = 1; i <= 5; i++) await userEvent.click(screen.getByRole('button', { name: `Compare Home ${i}` }));
  expect(screen.getByRole('button', { name: 'Compare Home 5' })).toHaveAttribute('aria-pressed', 'false');
  const tray = screen.getByRole('region', { name: 'Homes to compare' });
  expect(within(tray).getByRole('status')).toHaveTextContent('4 of 4 picked to compare');
  expect(within(tray).getByRole('status')).toHaveTextContent('Four homes are picked already: remove one to add another.');
  const ids = listings.slice(0, 4).map((p) => p._id);
  expect(within(tray).getByRole('link', { name: 'Compare' })).toHaveAttribute('href', `/compare?ids=${ids.join(',')}`);
  await userEvent.click(within(tray).getByRole('button', { name: 'Clear' }));
  expect(screen.queryByRole('region', { name: 'Homes to compare' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Compare Home 1' })).toHaveAttribute('aria-pressed', 'false');
});

it('leaves the device at sign-out, and the open tray empties', async () => {
  renderPicking(2);
  await userEvent.click(screen.getByRole('button', { name: 'Compare Home 1' }));
  expect(screen.getByRole('region', { name: 'Homes to compare' })).toBeInTheDocument();
  await act(() => clearUserData());
  expect(localStorage.getItem(COMPARE_PICKS_KEY)).toBeNull();
  expect(screen.queryByRole('region', { name: 'Homes to compare' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Compare Home 1' })).toHaveAttribute('aria-pressed', 'false');
});

it('reads stored junk as no picks, and keeps only four well-formed ids of a longer list', () => {
  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  setComparePicks([]);
  localStorage.setItem(COMPARE_PICKS_KEY, '{not json');
  window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_PICKS_KEY }));
  expect(comparePicks().ids).toEqual([]);
  localStorage.setItem(COMPARE_PICKS_KEY, JSON.stringify([id(1), 'x', 7, id(1), id(2), id(3), id(4), id(5)]));
  window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_PICKS_KEY }));
  expect(comparePicks().ids).toEqual([id(1), id(2), id(3), id(4)]);
});

it("on a listing's page, says how many are picked and links to the table from two", async () => {
  const [first, second] = [makeProperty({ propertyName: 'Seen before' }), makeProperty({ propertyName: 'This one' })];
  setComparePicks([first._id]);
  render(
    <CardShell>
      <CompareToggle property={second} withLink />
    </CardShell>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('1 of 4 picked to compare');
  expect(screen.queryByRole('link', { name: 'Compare' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Compare This one' }));
  expect(screen.getByRole('status')).toHaveTextContent('2 of 4 picked to compare');
  expect(screen.getByRole('link', { name: 'Compare' })).toHaveAttribute('href', `/compare?ids=${first._id},${second._id}`);
});
