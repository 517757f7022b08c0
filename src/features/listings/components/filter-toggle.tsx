import { useT } from '#src/i18n/language-context.tsx';
import { Icon } from '#src/ui/icon.tsx';

/** The phone's Filters button with the number of filters in force. */
export function FilterToggle({ open, count, onToggle }: { open: boolean; count: number; onToggle: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls="filter-panel"
      // The name starts with what the button shows ("Filters 3"), so a voice-control user can say what they see.
      aria-label={count > 0 ? `${t('list.filterHeading')} ${t('list.filterActive', { count })}` : t('list.filterHeading')}
      onClick={onToggle}
      className="inline-flex min-h-11 items-center gap-2 rounded-control border border-line bg-card px-4 text-sm font-semibold text-ink lg:hidden"
    >
      <Icon className="size-5">
        <path d="M4 6h16M7 12h10M10 18h4" />
      </Icon>
      {t('list.filterHeading')}{' '}
      {count > 0 && (
        <span className="grid min-w-6 place-items-center rounded-full bg-brand-700 px-1.5 text-xs text-white" aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  );
}
