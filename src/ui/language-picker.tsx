import { isLang, LANG_NAMES, LANGS } from '../domain/languages.ts';
import { useChooseLang, useLanguageChange, useT, useTranslator } from '../i18n/language-context.tsx';

const TONES = {
  // On the page's light surfaces: the top bar, the phone's menu.
  light: 'border-line bg-card text-ink',
  // On the landing's dark hero.
  dark: 'border-white/25 bg-brand-800 text-white',
};

/**
 * English, हिंदी, मराठी, each named in its own script so a reader of any finds theirs. A select: small enough for the top
 * bar, and a choice made before the app has taken a server-rendered page over is handed to it
 * (src/app/server-render/early-taps.ts). On an English page it uses the phone's own Devanagari font: the select is
 * as wide as its widest option, so our 120 KB font would be fetched for every English page (decision 0033). The pick
 * shows at once, marked busy (and pulsing) until its words have come and the page changes.
 */
export function LanguagePicker({ tone = 'light', className = '' }: { tone?: keyof typeof TONES; className?: string }) {
  const { lang } = useTranslator();
  const { pending } = useLanguageChange();
  const choose = useChooseLang();
  const t = useT();
  return (
    <select
      aria-label={t('shell.language')}
      value={pending ?? lang}
      aria-busy={pending !== null}
      onChange={(e) => isLang(e.target.value) && choose(e.target.value)}
      className={`min-h-10 rounded-control border px-2 text-sm font-semibold ${lang === 'en' ? 'font-system' : ''} ${pending ? 'animate-pulse' : ''} ${TONES[tone]} ${className}`}
    >
      {LANGS.map((l) => (
        <option key={l} value={l} lang={l}>
          {LANG_NAMES[l]}
        </option>
      ))}
    </select>
  );
}
