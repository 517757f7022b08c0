import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { formatNumber, formatPrice } from '#src/domain/money.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import type { DuplicateGate } from './use-duplicate-gate.ts';

/**
 * Before publishing: "This looks like a home already listed", each match with its photo, title and a link, or a note
 * that the check could not run. It takes the focus when it appears, so a screen reader reads it before Publish again.
 */
export function DuplicateWarning({ gate }: { gate: DuplicateGate }) {
  const { lang, t } = useTranslator();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = gate.status === 'found' || gate.status === 'failed';
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);

  if (gate.status === 'checking') {
    return (
      <p role="status" className="mt-6 text-sm text-ink-muted">
        {t('duplicates.checking')}
      </p>
    );
  }
  if (gate.status === 'failed') {
    return (
      <section aria-labelledby={headingId} className="mt-6 rounded-control border border-line bg-surface px-4 py-3">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold text-ink">
          {t('duplicates.checkFailed')}
        </h3>
      </section>
    );
  }
  if (gate.status !== 'found') return null;
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-control border-2 border-accent-500 bg-accent-100 px-4 py-3">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold text-ink">
        {t('duplicates.heading')}
      </h3>
      <p className="mt-1 text-sm text-ink">{t('duplicates.explain', { count: gate.matches.length })}</p>
      <ul className="mt-3 space-y-3">
        {gate.matches.map((m) => (
          <li key={m._id} className="flex gap-3">
            {m.photoUrl ? (
              <img
                src={m.photoUrl}
                alt={t('duplicates.photoAlt', { name: m.propertyName })}
                width={96}
                height={64}
                className="h-16 w-24 shrink-0 rounded-control object-cover"
              />
            ) : null}
            <div className="min-w-0 text-sm">
              <Link to={`/property/${m._id}`} target="_blank" rel="noopener" className="font-semibold break-words text-brand-800 underline">
                {m.propertyName}
                <span className="sr-only"> ({t('duplicates.newTab')})</span>
              </Link>
              <p className="text-ink-muted">
                {t('duplicates.matchLine', { location: m.location, price: formatPrice(m.price, m.type, lang), area: formatNumber(m.carpetArea) })}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink">{t('duplicates.stillPublish')}</p>
    </section>
  );
}
