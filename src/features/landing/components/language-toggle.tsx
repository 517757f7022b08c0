import type { Lang } from '../../../lib/language.ts';

const LANGS: Lang[] = ['en', 'hi'];

/** Two pressed-state buttons: each names its language in that language, so a reader of either can find theirs. */
export function LanguageToggle({ lang, onChange, label, names }: { lang: Lang; onChange: (lang: Lang) => void; label: string; names: Record<Lang, string> }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not form fields: a fieldset would bring a legend and form semantics.
    <div role="group" aria-label={label} className="inline-flex rounded-full border border-white/25 bg-white/10 p-1 backdrop-blur">
      {LANGS.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={lang === l}
          onClick={() => onChange(l)}
          className={`min-h-9 rounded-full px-4 text-sm font-semibold transition-colors ${lang === l ? 'bg-card text-brand-800 shadow-card' : 'text-white hover:bg-white/10'}`}
        >
          {names[l]}
        </button>
      ))}
    </div>
  );
}
