import { LOCALES } from '../../domain/languages.ts';
import { madePerLanguage } from '../../domain/made-on-first-use.ts';
import { useTranslator } from '../../i18n/language-context.tsx';

const day = madePerLanguage((lang) => new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }));

/** "Verified by our agent on 12 Nov 2026": set by an admin after a visit the agent held. */
export function VerifiedBadge({ at }: { at: string | null }) {
  const { lang, t } = useTranslator();
  if (!at) return null;
  return (
    <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
      {t('card.verifiedOn', { date: day(lang).format(new Date(at)) })}
    </span>
  );
}
