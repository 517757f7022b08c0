import { useT } from '../../i18n/language-context.tsx';
import type { CardLayout } from './property-card.tsx';
import { Icon } from '../icon.tsx';

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
        <Icon className="size-5">
          <rect x="4" y="4" width="6" height="6" rx="1" />
          <rect x="14" y="4" width="6" height="6" rx="1" />
          <rect x="4" y="14" width="6" height="6" rx="1" />
          <rect x="14" y="14" width="6" height="6" rx="1" />
        </Icon>
      </button>
      <button
        type="button"
        aria-label={t('card.listView')}
        aria-pressed={value === 'list'}
        onClick={() => onChange('list')}
        className={`${btn} ${value === 'list' ? 'bg-brand-50 text-brand-800' : 'text-ink-muted hover:text-ink'}`}
      >
        <Icon className="size-5">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </Icon>
      </button>
    </div>
  );
}
