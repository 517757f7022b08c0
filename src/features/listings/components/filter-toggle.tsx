import { useWords } from '../../../i18n/language-context.tsx';
import '../list-words.ts';

/** The phone's Filters button with the number of filters in force. */
export function FilterToggle({ open, count, onToggle }: { open: boolean; count: number; onToggle: () => void }) {
  const t = useWords('list');
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls="filter-panel"
      aria-label={count > 0 ? `${t('list.filterHeading')}, ${t('list.filterActive', { count })}` : t('list.filterHeading')}
      onClick={onToggle}
      className="inline-flex min-h-11 items-center gap-2 rounded-control border border-line bg-card px-4 text-sm font-semibold text-ink lg:hidden"
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M4 6h16M7 12h10M10 18h4" />
      </svg>
      {t('list.filterHeading')}
      {count > 0 && (
        <span className="grid min-w-6 place-items-center rounded-full bg-brand-700 px-1.5 text-xs text-white" aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  );
}
