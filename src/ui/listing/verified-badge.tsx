import { LANGS, LOCALES } from '../../domain/languages.ts';
import { useWordsTranslator } from '../../i18n/language-context.tsx';
import './card-words.ts';

const DAY = new Map(
  LANGS.map((lang) => [lang, new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })]),
);

/** "Verified by our agent on 12 Nov 2026": set by an admin after a visit the agent held. */
export function VerifiedBadge({ at }: { at: string | null }) {
  const { lang, t } = useWordsTranslator('card');
  if (!at) return null;
  return (
    <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
      {t('card.verifiedOn', { date: DAY.get(lang)?.format(new Date(at)) ?? at })}
    </span>
  );
}
