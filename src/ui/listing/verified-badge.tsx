import { useTranslator } from '../../i18n/language-context.tsx';
import { formatInstantDate } from '../../lib/instant-date.ts';

/** "Verified by our agent on 12 Nov 2026": set by an admin after a visit the agent held. */
export function VerifiedBadge({ at }: { at: string | null }) {
  const { lang, t } = useTranslator();
  if (!at) return null;
  return (
    <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
      {t('card.verifiedOn', { date: formatInstantDate(at, lang) })}
    </span>
  );
}
