import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { commuteOf } from '#src/domain/commute/commute-model.ts';
import { STATIONS } from '#src/domain/stations.ts';
import { CompareTable } from '#src/features/compare/components/compare-table.tsx';
import type { CompareColumn } from '#src/features/compare/hooks/use-compared.ts';
import { LanguageProvider } from '#src/i18n/language-context.tsx';
import { englishTranslator, type Translator } from '#src/i18n/translator.ts';
import type { RememberedDestination } from '#src/lib/remembered-destination.ts';
import { translatorWithEveryPart } from '../../helpers/language.ts';
import { CardShell } from '../../helpers/render.tsx';
import { makeProperty } from '../listings/make-property.ts';

const NOW = Date.parse('2026-11-27T06:00:00.000Z');
const churchgate: RememberedDestination = { to: 'Churchgate', deskMinutes: 5 };
const BORIVALI = STATIONS.indexOf('Borivali');

function minutes(walkMinutes: number | null): number {
  const outcome = commuteOf({ station: 'Borivali', walkMinutes }, { to: 'Churchgate', deskMinutes: 5 });
  if (!outcome.ok) throw new Error('Borivali has a commute to Churchgate');
  return outcome.commute.minutes;
}

function columns(): CompareColumn[] {
  const walked = makeProperty({ propertyName: 'Walked', station: BORIVALI, walkMinutes: 10 });
  const unwalked = makeProperty({ propertyName: 'Unwalked', station: BORIVALI, walkMinutes: null });
  const nowhere = makeProperty({ propertyName: 'Nowhere', station: null });
  return [
    { id: walked._id, state: 'full', listing: walked },
    { id: unwalked._id, state: 'summary', listing: unwalked },
    { id: nowhere._id, state: 'full', listing: nowhere },
  ];
}

function show(cols: CompareColumn[], destination: RememberedDestination | null, translator: Translator = englishTranslator) {
  return render(
    <LanguageProvider initial={translator}>
      <CardShell>
        <CompareTable columns={cols} onRemove={() => undefined} now={NOW} destination={destination} />
      </CardShell>
    </LanguageProvider>,
  );
}

function commuteRow(name: string) {
  return screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr');
}

it('says each home’s door-to-desk minutes to the remembered destination, or why it cannot', () => {
  show(columns(), churchgate);
  const row = commuteRow('Commute');
  const values = within(row ?? document.body)
    .getAllByRole('cell')
    .map((c) => c.textContent);
  expect(values).toEqual([`≈ ${minutes(10)} min to Churchgate`, `≈ ${minutes(null)} min to Churchgate, walk time not given`, 'Commute unknown']);
  expect(row).toHaveAttribute('data-differs');
});

it('has no commute row without a remembered destination', () => {
  show(columns(), null);
  expect(screen.queryByRole('rowheader', { name: /^Commute/ })).toBeNull();
});

it('keeps the commute row with Only differences only while the homes differ', async () => {
  const a = makeProperty({ propertyName: 'A', station: BORIVALI, walkMinutes: 10 });
  const b = makeProperty({ propertyName: 'B', station: BORIVALI, walkMinutes: 10 });
  show(
    [
      { id: a._id, state: 'full', listing: a },
      { id: b._id, state: 'full', listing: b },
    ],
    churchgate,
  );
  expect(commuteRow('Commute')).not.toHaveAttribute('data-differs');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Only differences' }));
  expect(screen.queryByRole('rowheader', { name: /^Commute/ })).toBeNull();
});

it('says the commute in Marathi', async () => {
  show(columns(), churchgate, await translatorWithEveryPart('mr'));
  const row = commuteRow('प्रवासाचा वेळ');
  const values = within(row ?? document.body)
    .getAllByRole('cell')
    .map((c) => c.textContent);
  expect(values).toEqual([`चर्चगेटपर्यंत ≈ ${minutes(10)} मिनिटे`, `चर्चगेटपर्यंत ≈ ${minutes(null)} मिनिटे, चालण्याचा वेळ दिलेला नाही`, 'प्रवासाचा वेळ माहीत नाही']);
});
