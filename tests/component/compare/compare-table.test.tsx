import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { CompareTable } from '#src/features/compare/components/compare-table.tsx';
import type { CompareColumn } from '#src/features/compare/hooks/use-compared.ts';
import { CardShell } from '../../helpers/render.tsx';
import { makeProperty } from '../listings/make-property.ts';

const NOW = Date.parse('2026-11-27T06:00:00.000Z');
const created = '2026-11-20T06:00:00.000Z';

function columns(): CompareColumn[] {
  const a = makeProperty({ propertyName: 'Alpha', price: 15_000_000, carpetArea: 800, bedrooms: 2, parking: true, createdAt: created });
  const b = makeProperty({ propertyName: 'Beta', price: 12_000_000, carpetArea: 800, bedrooms: 2, parking: false, createdAt: created });
  return [
    { id: a._id, state: 'full', listing: a },
    { id: b._id, state: 'summary', listing: b },
    { id: '00000000-0000-4000-8000-999999999999', state: 'gone', listing: null },
  ];
}

/** A row by its header, which may end in "Differs" ("Parking" is not "Parking spaces"). */
function row(name: string) {
  return screen.getByRole('rowheader', { name: new RegExp(`^${name}(?! spaces)`) }).closest('tr');
}

it('shows the homes side by side with headers, marks the rows that differ, and says which column is gone', () => {
  render(
    <CardShell>
      <CompareTable columns={columns()} onRemove={() => undefined} now={NOW} />
    </CardShell>,
  );
  const headers = screen.getAllByRole('columnheader');
  expect(headers.map((h) => h.textContent)).toEqual([
    'Feature',
    'AlphaFull detailsRemove',
    'BetaSummary from this deviceRemove',
    'Sold or no longer listedRemove',
  ]);
  const price = row('Price');
  expect(price).toHaveAttribute('data-differs');
  expect(within(price ?? document.body).getByRole('rowheader')).toHaveTextContent('Price≠Differs');
  expect(price).toHaveTextContent('₹1,50,00,000₹1,20,00,000–');
  expect(row('Parking')).toHaveAttribute('data-differs');
  expect(row('Carpet area')).not.toHaveAttribute('data-differs');
  expect(row('Bedrooms')).not.toHaveAttribute('data-differs');
  expect(row('Walk to the station')).toHaveTextContent('walk time not given');
  expect(screen.getByText('3 rows differ')).toBeInTheDocument();
});

it('hides the rows that are the same with Only differences', async () => {
  render(
    <CardShell>
      <CompareTable columns={columns()} onRemove={() => undefined} now={NOW} />
    </CardShell>,
  );
  await userEvent.click(screen.getByRole('checkbox', { name: 'Only differences' }));
  const labels = screen.getAllByRole('rowheader').map((h) => h.textContent?.replace('≠Differs', ''));
  expect(labels).toEqual(['Photo', 'Price', '₹ per sq ft (carpet)', 'Parking']);
});

it('removes a column by its own button', async () => {
  const removed: string[] = [];
  const cols = columns();
  render(
    <CardShell>
      <CompareTable columns={cols} onRemove={(id) => removed.push(id)} now={NOW} />
    </CardShell>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Remove Beta' }));
  expect(removed).toEqual([cols[1]?.id]);
});

it("shows a rent's deposit beside a sale's, and no deposit row when only sales are compared", () => {
  const rent = makeProperty({ propertyName: 'Gamma', type: 'rent', price: 45_000, deposit: 270_000, createdAt: created });
  const bare = makeProperty({ propertyName: 'Delta', type: 'rent', price: 40_000, createdAt: created });
  const sale = makeProperty({ propertyName: 'Alpha', price: 15_000_000, createdAt: created });
  const { unmount } = render(
    <CardShell>
      <CompareTable columns={[rent, bare, sale].map((listing) => ({ id: listing._id, state: 'summary', listing }))} onRemove={() => undefined} now={NOW} />
    </CardShell>,
  );
  const deposit = row('Security deposit');
  expect(deposit).toHaveTextContent('₹2,70,000Not stated by the ownerFor sale: no deposit');
  expect(deposit).toHaveAttribute('data-differs');
  unmount();
  render(
    <CardShell>
      <CompareTable columns={columns()} onRemove={() => undefined} now={NOW} />
    </CardShell>,
  );
  expect(screen.queryByRole('rowheader', { name: /^Security deposit/ })).toBeNull();
});
