import { bookingsCopy } from '../copy.ts';

const { en, hi } = bookingsCopy.expectations;

function List({ heading, items, lang }: { heading: string; items: readonly string[]; lang: 'en' | 'hi' }) {
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

/** SPEC section 2: what happens at the visit, in English and in Hindi. */
export function VisitExpectations() {
  return (
    <section aria-label={en.heading} className="grid gap-5 rounded-card bg-card p-5 shadow-card">
      <List heading={en.heading} items={en.items} lang="en" />
      <List heading={hi.heading} items={hi.items} lang="hi" />
    </section>
  );
}
