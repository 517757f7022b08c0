import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { loadCommuteModel } from '#src/features/listings/commute/commute-model-loader.ts';
import { commuteOf, DEFAULT_WALK_MINUTES } from '#src/domain/commute/commute-model.ts';
import { EMPTY_FILTER, type ListingFilter } from '#src/domain/listing-filter-core.ts';
import { STATIONS } from '#src/domain/stations.ts';
import { type CommuteDraft, CommuteFields } from '#src/features/listings/commute/commute-fields.tsx';
import { CommuteDetail } from '#src/features/listings/commute/commute-detail.tsx';
import { CommuteNote } from '#src/features/listings/commute/commute-note.tsx';
import { DESTINATION_STORAGE_KEY, parseDestination } from '#src/features/listings/commute/remembered-destination.ts';
import { FilterChips } from '#src/features/listings/components/filter-chips.tsx';
import { LanguageProvider } from '#src/i18n/language-context.tsx';
import type { Translator } from '#src/i18n/translator.ts';
import { translatorWithEveryPart as loadTranslator } from '../../helpers/language.ts';
import { CardShell } from '../../helpers/render.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => localStorage.clear());
// The model arrives by dynamic import; here it is loaded before the first render (the browser suite covers the wait).
beforeAll(async () => {
  await loadCommuteModel();
});

const BORIVALI = STATIONS.indexOf('Borivali');
const churchgate = { to: 'Churchgate', deskMinutes: 5 } as const;

function inLanguage(translator: Translator | undefined, children: React.ReactNode) {
  return translator ? <LanguageProvider initial={translator}>{children}</LanguageProvider> : children;
}

function FieldsHarness({ onDraft }: { onDraft?: (d: CommuteDraft) => void }) {
  const [draft, setDraft] = useState<CommuteDraft>({ commuteTo: '', deskMinutes: '', maxCommute: null, sort: 'newest' });
  return (
    <CommuteFields
      draft={draft}
      onChange={(d) => {
        setDraft(d);
        onDraft?.(d);
      }}
      legendClass=""
    />
  );
}

it('asks for a station first, found by its Devanagari name, then takes desk minutes, a limit and the commute sort', async () => {
  const user = userEvent.setup();
  let last: CommuteDraft | undefined;
  render(<FieldsHarness onDraft={(d) => (last = d)} />);
  expect(screen.getByRole('group', { name: 'Where do you travel to?' })).toBeInTheDocument();
  expect(screen.getByLabelText('Minutes from the station to your desk')).toBeDisabled();
  expect(screen.getByLabelText('At most')).toBeDisabled();
  expect(screen.getByLabelText('Sort')).toBeDisabled();
  expect(screen.getByText('Choose a station to use these.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /Station/ }));
  expect(screen.getByRole('option', { name: 'No destination' })).toBeInTheDocument();
  await user.type(screen.getByPlaceholderText('Search stations...'), 'चर्च');
  await user.click(screen.getByRole('option', { name: 'Churchgate' }));
  expect(screen.getByRole('button', { name: /Station/ })).toHaveAccessibleName('Station Churchgate');

  await user.type(screen.getByLabelText('Minutes from the station to your desk'), '5');
  await user.selectOptions(screen.getByLabelText('At most'), '60');
  await user.selectOptions(screen.getByLabelText('Sort'), 'Shortest commute');
  expect(last).toEqual({ commuteTo: 'Churchgate', deskMinutes: '5', maxCommute: 60, sort: 'commute' });
  expect(
    within(screen.getByLabelText('At most'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Any time', ...[15, 30, 45, 60, 75, 90, 105, 120, 135, 150].map((m) => `${m} min`)]);

  // Choosing no destination again clears what depended on it.
  await user.click(screen.getByRole('button', { name: /Station/ }));
  await user.click(screen.getByRole('option', { name: 'No destination' }));
  expect(last).toEqual({ commuteTo: '', deskMinutes: '', maxCommute: null, sort: 'newest' });
});

it('says where the reader travels in Marathi, and finds a station by its Marathi spelling', async () => {
  const user = userEvent.setup();
  render(inLanguage(await loadTranslator('mr'), <FieldsHarness />));
  expect(await screen.findByRole('group', { name: 'तुम्ही रोज कुठे जाता?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /स्टेशन/ }));
  await user.type(screen.getByPlaceholderText('स्टेशन शोधा...'), 'वांद्रे');
  expect(
    within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['वांद्रे']);
});

const withCommute: ListingFilter = { ...EMPTY_FILTER, commuteTo: 'Churchgate', deskMinutes: 5, maxCommute: 60, sort: 'commute' };

it('shows the destination and its limit as chips that remove them, and forgets the remembered destination', async () => {
  const user = userEvent.setup();
  localStorage.setItem(DESTINATION_STORAGE_KEY, JSON.stringify({ to: 'Churchgate', deskMinutes: 5 }));
  render(
    <CardShell>
      <FilterChips filter={{ ...withCommute, type: 'rent' }} />
    </CardShell>,
  );
  const chip = await screen.findByRole('link', { name: 'Remove filter: To Churchgate in 60 min' });
  expect(chip).toHaveAttribute('href', '/properties?type=rent');
  expect(screen.getByRole('link', { name: 'Remove filter: Shortest commute first' })).toHaveAttribute(
    'href',
    '/properties?type=rent&commuteTo=Churchgate&deskMinutes=5&maxCommute=60',
  );
  await user.click(chip);
  expect(localStorage.getItem(DESTINATION_STORAGE_KEY)).toBeNull();
});

it('names the destination chip in Hindi', async () => {
  render(
    inLanguage(
      await loadTranslator('hi'),
      <CardShell>
        <FilterChips filter={{ ...EMPTY_FILTER, commuteTo: 'Churchgate' }} />
      </CardShell>,
    ),
  );
  expect(await screen.findByRole('link', { name: 'फ़िल्टर हटाएँ: चर्चगेट तक' })).toBeInTheDocument();
});

it('puts the door-to-desk minutes on a card, and says when the walk is the default or the station unknown', async () => {
  const walked = commuteOf({ station: 'Borivali', walkMinutes: 10 }, churchgate);
  const unwalked = commuteOf({ station: 'Borivali', walkMinutes: null }, churchgate);
  if (!walked.ok || !unwalked.ok) throw new Error('Borivali has a commute to Churchgate');
  render(
    <Suspense fallback={null}>
      <ul>
        <li data-testid="walked">
          <CommuteNote listing={{ station: BORIVALI, walkMinutes: 10 }} destination={churchgate} />
        </li>
        <li data-testid="unwalked">
          <CommuteNote listing={{ station: BORIVALI, walkMinutes: null }} destination={churchgate} />
        </li>
        <li data-testid="nowhere">
          <CommuteNote listing={{ station: null, walkMinutes: 10 }} destination={churchgate} />
        </li>
      </ul>
    </Suspense>,
  );
  expect(await screen.findByTestId('walked')).toHaveTextContent(`≈ ${walked.commute.minutes} min to Churchgate`);
  expect(screen.getByTestId('walked')).not.toHaveTextContent('walk time not given');
  expect(screen.getByTestId('unwalked')).toHaveTextContent(`≈ ${unwalked.commute.minutes} min to Churchgatewalk time not given`);
  expect(unwalked.commute.walk).toBe(DEFAULT_WALK_MINUTES);
  expect(screen.getByTestId('nowhere')).toHaveTextContent('Commute unknown: no station in the location');
});

it("says a card's commute in Marathi", async () => {
  const outcome = commuteOf({ station: 'Borivali', walkMinutes: 10 }, churchgate);
  if (!outcome.ok) throw new Error('Borivali has a commute to Churchgate');
  render(inLanguage(await loadTranslator('mr'), <CommuteNote listing={{ station: BORIVALI, walkMinutes: 10 }} destination={churchgate} />));
  expect(await screen.findByText(`चर्चगेटपर्यंत ≈ ${outcome.commute.minutes} मिनिटे`)).toBeInTheDocument();
});

it('breaks the commute down on the detail page, with a strip of the line that says the same to a screen reader', async () => {
  const outcome = commuteOf({ station: 'Borivali', walkMinutes: 10 }, churchgate);
  if (!outcome.ok) throw new Error('Borivali has a commute to Churchgate');
  const { commute } = outcome;
  render(<CommuteDetail listing={{ station: BORIVALI, walkMinutes: 10 }} destination={churchgate} />);
  const section = await screen.findByRole('region', { name: 'Commute to Churchgate' });
  expect(section).toHaveTextContent(`≈ ${commute.minutes} min door to desk`);
  const leg = commute.legs[0];
  if (!leg) throw new Error('Borivali to Churchgate rides a train');
  const sentence = [
    '10 min walk to Borivali',
    `${commute.wait} min wait`,
    ...commute.legs.map((l) => (commute.legs.length > 1 ? `${l.minutes} min ${l.service} train to ${l.to}` : `${l.minutes} min ${l.service} train`)),
    '5 min to the desk',
  ];
  expect(within(section).getByText(sentence.join(' · '))).toBeInTheDocument();
  const strip = within(section).getByRole('img');
  expect(strip).toHaveAccessibleName(`The line from Borivali to Churchgate: ${sentence.join(', ')}`);
  // Every station from Borivali to Churchgate, the halts in bold and the others passed.
  const rows = within(strip).getAllByRole('listitem');
  expect(rows.map((r) => r.textContent)).toEqual(STATIONS.slice(BORIVALI));
  const halts = rows.filter((r) => r.querySelector('.font-semibold')).map((r) => r.textContent);
  expect(halts).toEqual(['Borivali', ...commute.legs.flatMap((l) => l.stops)]);
});

it('says why a listing has no commute, and that a walk left out is counted at the default', async () => {
  render(
    <>
      <CommuteDetail listing={{ station: null, walkMinutes: null }} destination={churchgate} />
      <CommuteDetail listing={{ station: STATIONS.indexOf('Andheri'), walkMinutes: null }} destination={churchgate} />
    </>,
  );
  const [unknown, defaulted] = await screen.findAllByRole('region', { name: 'Commute to Churchgate' });
  expect(unknown).toHaveTextContent("We cannot work out a commute: this listing's location names no Western line station.");
  expect(defaulted).toHaveTextContent(`The owner has not given the walk time: we count ${DEFAULT_WALK_MINUTES} minutes.`);
});

it('reads a remembered destination only when it is one', () => {
  expect(parseDestination(JSON.stringify({ to: 'Dadar', deskMinutes: 7 }))).toEqual({ to: 'Dadar', deskMinutes: 7 });
  expect(parseDestination(JSON.stringify({ to: 'Dadar', deskMinutes: 1e16 }))).toEqual({ to: 'Dadar', deskMinutes: null });
  expect(parseDestination(JSON.stringify({ to: 'Thane' }))).toBeNull();
  expect(parseDestination('{not json')).toBeNull();
  expect(parseDestination('null')).toBeNull();
  expect(parseDestination(null)).toBeNull();
});

it('names the change on a commute that needs one, in the sentence and on the strip', async () => {
  const lowerParel = { to: 'Lower Parel', deskMinutes: 0 } as const;
  const outcome = commuteOf({ station: 'Virar', walkMinutes: 5 }, lowerParel);
  if (!outcome.ok) throw new Error('Virar has a commute to Lower Parel');
  const { commute } = outcome;
  expect(commute.via).toEqual(['Dadar']);
  const [fast, slow] = commute.legs;
  if (!fast || !slow) throw new Error('two trains');
  render(<CommuteDetail listing={{ station: STATIONS.indexOf('Virar'), walkMinutes: 5 }} destination={lowerParel} />);
  const section = await screen.findByRole('region', { name: 'Commute to Lower Parel' });
  const changing = commute.ride - fast.minutes - slow.minutes;
  expect(changing).toBeGreaterThan(0);
  expect(section).toHaveTextContent(
    `5 min walk to Virar · ${commute.wait} min wait · ${fast.minutes} min fast train to Dadar · ${slow.minutes} min slow train to Lower Parel · ${changing} min changing trains`,
  );
  const strip = within(section).getByRole('img');
  expect(within(strip).getByText('Change at Dadar')).toBeInTheDocument();
  expect(within(strip).getAllByRole('listitem')).toHaveLength(STATIONS.indexOf('Lower Parel') - STATIONS.indexOf('Virar') + 1);
});
