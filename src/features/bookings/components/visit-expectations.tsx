import type { MessageId } from '@lingui/core';
import type { Translator } from '#src/i18n/translator.ts';
import { Suspense } from 'react';
import { useTranslator } from '#src/i18n/language-context.tsx';
import { useWordsIn } from '#src/i18n/words-in.ts';
import bookingWords from 'virtual:catalogue/en/booking';

const ITEMS: MessageId[] = ['booking.expect1', 'booking.expect2', 'booking.expect3', 'booking.expect4'];

function List({ translator: { lang, t } }: { translator: Translator }) {
  const heading = t('booking.expectHeading');
  const items = ITEMS.map((id) => t(id));
  return (
    <div lang={lang}>
      <h3 className="text-base font-semibold text-ink">{heading}</h3>
      <ul className="mt-2 space-y-2 text-sm text-ink-muted">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 text-success" fill="currentColor" aria-hidden="true">
              <path d="M8.1 14.3 3.8 10l1.4-1.4 2.9 2.9 6.7-6.7 1.4 1.4z" />
            </svg>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The Hindi list an English reader sees beside the English one, once its words are here. */
function HindiList() {
  return <List translator={useWordsIn('hi', bookingWords)} />;
}

/** What happens at the visit, in English and in Hindi; a Hindi or Marathi reader sees it in theirs alone. */
export function VisitExpectations() {
  const translator = useTranslator();
  return (
    <section aria-label={translator.t('booking.expectHeading')} className="grid gap-5 rounded-card bg-card p-5 shadow-card">
      <List translator={translator} />
      {translator.lang === 'en' && (
        <Suspense fallback={null}>
          <HindiList />
        </Suspense>
      )}
    </section>
  );
}
