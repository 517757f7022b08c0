import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { CompareTable } from '#src/features/compare/components/compare-table.tsx';
import type { CompareColumn } from '#src/features/compare/hooks/use-compared.ts';
import { LanguageProvider } from '#src/i18n/language-context.tsx';
import { englishTranslator, type Translator } from '#src/i18n/translator.ts';
import { translatorWithEveryPart } from '../../helpers/language.ts';
import { CardShell } from '../../helpers/render.tsx';
import { makeProperty } from '../listings/make-property.ts';

const NOW = Date.parse('2026-11-27T06:00:00.000Z');
const listedAt = '2026-10-03T05:00:00.000Z';

function columns(): CompareColumn[] {
  const dropped = makeProperty({
    propertyName: 'Dropped',
    price: 12_500_000,
    listedAt,
    priceHistory: [
      { date: listedAt, price: 13_500_000 },
      { date: '2026-11-12T05:00:00.000Z', price: 12_500_000 },
    ],
  });
  const steady = makeProperty({ propertyName: 'Steady', listedAt, priceHistory: [{ date: listedAt, price: 9_000_000 }] });
  const card = makeProperty({ propertyName: 'Card', lastPriceDrop: { date: '2026-11-20T05:00:00.000Z', percent: -5 } });
  const bare = makeProperty({ propertyName: 'Bare' });
  return [
    { id: dropped._id, state: 'full', listing: dropped },
    { id: steady._id, state: 'full', listing: steady },
    { id: card._id, state: 'summary', listing: card },
    { id: bare._id, state: 'summary', listing: bare },
  ];
}

function show(cols: CompareColumn[], translator: Translator = englishTranslator) {
  return render(
    <LanguageProvider initial={translator}>
      <CardShell>
        <CompareTable columns={cols} onRemove={() => undefined} now={NOW} />
      </CardShell>
    </LanguageProvider>,
  );
}

function cells(name: string): string[] {
  const row = screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr');
  return within(row ?? document.body)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');
}

it('says each home’s last price change from its full history or, on the device, its last drop', () => {
  show(columns());
  expect(cells('Last price change')).toEqual(['₹1.25 Cr since 12 Nov (\u22127%)', 'No change since listed', 'Dropped \u22125% on 20 Nov', 'Not known offline']);
});

it('marks the row as differing and keeps it with Only differences, and not when every home says the same', async () => {
  const { unmount } = show(columns());
  expect(screen.getByRole('rowheader', { name: /^Last price change/ }).closest('tr')).toHaveAttribute('data-differs');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Only differences' }));
  expect(screen.getByRole('rowheader', { name: /^Last price change/ })).toBeInTheDocument();
  unmount();
  const one = makeProperty({ propertyName: 'One' });
  const other = makeProperty({ propertyName: 'Other' });
  show([
    { id: one._id, state: 'summary', listing: one },
    { id: other._id, state: 'summary', listing: other },
  ]);
  expect(screen.getByRole('rowheader', { name: /^Last price change/ }).closest('tr')).not.toHaveAttribute('data-differs');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Only differences' }));
  expect(screen.queryByRole('rowheader', { name: /^Last price change/ })).toBeNull();
});

it('speaks Hindi, with its own date words', async () => {
  show(columns(), await translatorWithEveryPart('hi'));
  const values = cells('दाम में पिछला बदलाव');
  expect(values[0]).toMatch(/ से .+ \(\u22127%\)$/);
  expect(values[1]).toBe('लिस्ट होने के बाद से कोई बदलाव नहीं');
  expect(values[2]).toMatch(/को \u22125% घटी$/);
  expect(values[3]).toBe('ऑफ़लाइन पता नहीं');
  expect(values.join(' ')).not.toMatch(/Nov|Oct|Dropped|Not known/);
});
