import { possessionMonth } from '../../domain/listing-facts.ts';
import type { ListingSummary } from '../../domain/catalogue.ts';
import { useTranslator } from '../../i18n/language-context.tsx';
import { monthFormat } from './month-format.ts';

const BADGE = 'inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** "Owner" or "Broker · 1 month" (or "Builder"), and "Ready to move" or "Possession Mar 2028", on a card. */
export function FactsBadges({ listing: p }: { listing: ListingSummary }) {
  const { lang, t } = useTranslator();
  const postedBy = p.postedBy ?? 'agent';
  const months = p.type === 'rent' ? p.brokerageMonths : null;
  const percent = p.type === 'sale' ? p.brokeragePercent : null;
  const who =
    postedBy === 'owner'
      ? t('card.owner')
      : postedBy === 'builder'
        ? t('card.builder')
        : months != null
          ? t('card.brokerMonths', { months })
          : percent != null
            ? t('card.brokerPercent', { percent })
            : t('card.broker');
  const month = possessionMonth(p.possession);
  return (
    <p className="flex flex-wrap gap-1.5">
      <span
        data-testid="posted-by"
        className={`${BADGE} ${postedBy === 'owner' ? 'bg-success/10 text-success-strong' : 'border border-line bg-surface text-ink'}`}
      >
        {who}
      </span>
      {p.possession === 'ready' && <span className={`${BADGE} border border-line bg-surface text-ink`}>{t('card.readyToMove')}</span>}
      {month && (
        <span className={`${BADGE} border border-line bg-surface text-ink`}>
          {t('card.possession', { month: monthFormat(lang).format(Date.UTC(month[0], month[1] - 1, 15)) })}
        </span>
      )}
    </p>
  );
}
