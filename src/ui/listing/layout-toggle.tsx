import { useT } from '../../i18n/language-context.tsx';
import type { CardLayout } from './property-card.tsx';

const btn = 'grid size-10 place-items-center rounded-control';

/** The grid/list switch: two pressed-state buttons, so screen readers hear which one is on. */
export function LayoutToggle({ value, onChange }: { value: CardLayout; onChange: (v: CardLayout) => void }) {
  const t = useT();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not form fields: a fieldset would bring a legend and form semantics.
    <div role="group" aria-label={t('card.view')} className="flex gap-1 rounded-control border border-line bg-card p-1">
      <button
        type="button"
        aria-label={t('card.gridView')}
        aria-pressed={value === 'grid'}
        onClick={() => onChange('grid')}
        className={`${btn} ${value === 'grid' ? 'bg-brand-50 text-brand-800' : 'text-ink-muted hover:text-ink'}`}
      >
        <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <rect x="4" y="4" width="6" height="6" rx="1" />
          <rect x="14" y="4" width="6" height="6" rx="1" />
          <rect x="4" y="14" width="6" height="6" rx="1" />
          <rect x="14" y="14" width="6" height="6" rx="1" />
        </svg>
      </button>
      <button
        type="button"
        aria-label={t('card.listView')}
        aria-pressed={value === 'list'}
        onClick={() => onChange('list')}
        className={`${btn} ${value === 'list' ? 'bg-brand-50 text-brand-800' : 'text-ink-muted hover:text-ink'}`}
      >
        <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
    </div>
  );
}
