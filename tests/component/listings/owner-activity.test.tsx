import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { lastDays, type OwnerActivity } from '#src/domain/owner-activity-core.ts';
import { HiddenHelp } from '#src/features/listings/owner/hidden-help.tsx';
import { ListingActivity } from '#src/features/listings/owner/listing-activity.tsx';
import { ListingState } from '#src/features/listings/owner/listing-state.tsx';
import { LanguageProvider } from '#src/i18n/language-context.tsx';
import { englishTranslator, type Translator } from '#src/i18n/translator.ts';
import { translatorWithEveryPart } from '../../helpers/language.ts';

const days = lastDays('2026-11-27').map((day) => ({ day, views: day === '2026-11-27' ? 3 : day === '2026-11-20' ? 2 : 0 }));
const busy: OwnerActivity = { state: 'stale', confirmBy: '2026-12-04T06:00:00.000Z', views: days, viewsTotal: 15, saves: 2, visits: 1 };

function show(ui: React.ReactNode, translator: Translator = englishTranslator) {
  return render(
    <MemoryRouter>
      <LanguageProvider initial={translator}>{ui}</LanguageProvider>
    </MemoryRouter>,
  );
}

it('names each count, draws the views per day with the days in words, and says when to confirm by', () => {
  show(
    <>
      <ListingState activity={busy} />
      <ListingActivity name="Flat in Malad" activity={busy} />
    </>,
  );
  expect(screen.getByTestId('listing-state')).toHaveTextContent('Waiting for your confirmation · confirm by 4 Dec or it leaves the search');
  const region = screen.getByRole('region', { name: 'How Flat in Malad is doing' });
  const value = (label: string) => within(region).getByText(label).nextElementSibling?.textContent;
  expect(value('Views, last 14 days')).toBe('5');
  expect(value('Views in all')).toBe('15');
  expect(value('Saved to wishlists')).toBe('2');
  expect(value('Visits booked')).toBe('1');
  expect(within(region).getByRole('img', { name: 'Views per day: Fri, 20 Nov, 2026: 2, Fri, 27 Nov, 2026: 3' })).toBeTruthy();
});

it('says so when nobody looked, without a chart', () => {
  const quiet: OwnerActivity = { ...busy, state: 'listed', views: days.map((d) => ({ ...d, views: 0 })), viewsTotal: 0 };
  show(<ListingActivity name="Shop in Dadar" activity={quiet} />);
  expect(screen.getByText('No views in the last 14 days yet.')).toBeTruthy();
  expect(screen.queryByRole('img')).toBeNull();
});

it('tells the owner of a hidden listing why and what to do, with the way to write to the team', () => {
  show(<HiddenHelp reason="Photos of another flat" prominent />);
  expect(screen.getByRole('region', { name: 'Our team has hidden this listing' })).toBeTruthy();
  const note = screen.getByText('In the moderator’s words:').closest('div');
  expect(note?.querySelector('q')?.textContent).toBe('Photos of another flat');
  // No kind named, none claimed.
  expect(screen.queryByText('Reason:')).toBeNull();
  expect(screen.getByRole('link', { name: 'Write to our team' })).toHaveAttribute('href', '/contact-us');
});

it('speaks Hindi and Marathi', async () => {
  const { unmount } = show(
    <>
      <ListingState activity={busy} />
      <ListingActivity name="Flat" activity={busy} />
      <HiddenHelp reason="x" />
    </>,
    await translatorWithEveryPart('hi'),
  );
  expect(document.body.textContent).toMatch(/पुष्टि/);
  expect(screen.getByText('विशलिस्ट में सेव')).toBeTruthy();
  expect(screen.getByText('हमारी टीम ने यह लिस्टिंग छिपा दी है')).toBeTruthy();
  expect(document.body.textContent).not.toMatch(/Views|Saved|Visits|Dec|hidden/);
  unmount();
  show(
    <>
      <ListingState activity={busy} />
      <ListingActivity name="Flat" activity={busy} />
      <HiddenHelp reason="x" />
    </>,
    await translatorWithEveryPart('mr'),
  );
  expect(screen.getByText('बुक केलेल्या भेटी')).toBeTruthy();
  expect(screen.getByText('आमच्या टीमला लिहा')).toBeTruthy();
  expect(document.body.textContent).not.toMatch(/Views|Saved|Visits|Dec|hidden/);
});
