import type { MessageId } from '@lingui/core';
import type { ListingSummary } from '../../domain/catalogue.ts';
import { LOCALES } from '../../domain/languages.ts';
import { possessionMonth } from '../../domain/listing-facts-core.ts';
import { useTranslator } from '../../i18n/language-context.tsx';

const BADGE = 'inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold border border-line bg-surface';
const WHO: Record<string, MessageId> = { owner: 'card.owner', builder: 'card.builder' };

/** "Owner" or "Broker · 1 month" (or "Builder"), and "Ready to move" or "Possession Mar 2028", on a card. */
export function FactsBadges({ listing: p }: { listing: ListingSummary }) {
  const { lang, t } = useTranslator();
  const who = WHO[p.postedBy ?? 'agent'];
  const months = p.type === 'rent' ? p.brokerageMonths : null;
  const percent = p.type === 'sale' ? p.brokeragePercent : null;
  const month = possessionMonth(p.possession);
  return (
    <p className="flex flex-wrap gap-1.5">
      <span data-testid="posted-by" className={`${BADGE} ${who === 'card.owner' ? 'text-success-strong' : 'text-ink'}`}>
        {who ? t(who) : months != null ? t('card.brokerMonths', { months }) : percent != null ? t('card.brokerPercent', { percent }) : t('card.broker')}
      </span>
      {(p.possession === 'ready' || month) && (
        <span className={`${BADGE} text-ink`}>
          {month
            ? // UTC, so the middle of the month never slips into another.
              t('card.possession', {
                month: new Date(Date.UTC(month[0], month[1] - 1, 15)).toLocaleDateString(LOCALES[lang], { timeZone: 'UTC', month: 'short', year: 'numeric' }),
              })
            : t('card.readyToMove')}
        </span>
      )}
    </p>
  );
}
