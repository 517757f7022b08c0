import { useId } from 'react';
import type { ListingSummary } from '#src/domain/catalogue.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import { factTexts } from '#src/ui/listing/fact-texts.ts';
import factsWords from 'virtual:catalogue/en/facts';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [factsWords];

/** "Before you visit": who lists it, brokerage, maintenance, floor, possession, parking, facing, OC; a fact not stated is left out. */
export default function FactsBlock({ listing }: { listing: ListingSummary }) {
  const tr = useTranslator();
  const headingId = useId();
  const facts = factTexts(listing, tr).filter((f) => f.value !== null);
  return (
    <section aria-labelledby={headingId} data-testid="listing-facts" className="rounded-card bg-card p-4 shadow-card sm:p-5">
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-ink">
        {tr.t('facts.title')}
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 text-sm sm:grid-cols-2">
        {facts.map((f) => (
          <div key={f.key} className="flex items-baseline justify-between gap-3 border-b border-line py-1.5 last:border-0">
            <dt className="text-ink-muted">{tr.t(f.label)}</dt>
            <dd className="text-right font-medium text-ink">{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
