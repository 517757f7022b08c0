import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { searchStations, type Station, stationName } from '#src/domain/stations.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import { Icon } from '#src/ui/icon.tsx';

interface Props {
  label: string;
  value: Station | '';
  onChange: (value: Station | '') => void;
  /** Which edge the list lines up with: the right-hand dropdown opens leftwards so it stays on a phone's screen. */
  align?: 'left' | 'right';
  /** The words for "none chosen", the search box and an empty search, where the choice is not an area (the commute's station). */
  words?: { any: string; search: string; none: string };
}

/**
 * The searchable area dropdown: opens and closes on click, closes on an outside click
 * or Escape, and forgets its search text whenever it closes or a station is picked.
 */
export function AreaSelect({ label, value, onChange, align = 'left', words }: Props) {
  const id = useId();
  const { lang, t } = useTranslator();
  const any = words?.any ?? t('list.anyArea');
  const searchWord = words?.search ?? t('list.searchAreas');
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // 'Any area' clears the choice; it is offered only while nothing is typed.
  const options: (Station | '')[] = query.trim() ? searchStations(query) : ['', ...searchStations('')];

  const close = (refocus: boolean) => {
    setOpen(false);
    setQuery('');
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (e.target instanceof Node && !root.current?.contains(e.target)) {
        setOpen(false);
        setQuery('');
      }
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const pick = (station: Station | '') => {
    onChange(station);
    close(true);
  };

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => Math.min(a + 1, options.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const station = options[active];
      if (station !== undefined) pick(station);
    }
  };

  return (
    <div ref={root} className="relative">
      <span id={`${id}-label`} className="mb-1 block text-xs font-medium text-ink-muted">
        {label}
      </span>
      <button
        ref={button}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => {
          if (open) return close(false);
          setActive(0);
          setOpen(true);
        }}
        className="flex w-full items-center justify-between gap-2 rounded-control border border-line bg-card px-3 py-2.5 text-left text-sm text-ink hover:border-brand-300"
      >
        <span id={`${id}-value`} className={value ? '' : 'text-ink-soft'}>
          {value ? stationName(value, lang) : any}
        </span>
        <Icon className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}>
          <path d="M6 9l6 6 6-6" />
        </Icon>
      </button>
      {open && (
        <div
          className={`absolute z-20 mt-1 w-full min-w-48 rounded-control border border-line bg-card p-2 shadow-card ${align === 'right' ? 'right-0' : 'left-0'}`}
        >
          <input
            autoFocus
            type="search"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={onKey}
            placeholder={searchWord}
            aria-label={searchWord}
            aria-controls={`${id}-list`}
            aria-activedescendant={options.length ? `${id}-opt-${active}` : undefined}
            role="combobox"
            aria-expanded="true"
            aria-autocomplete="list"
            className="mb-2 block w-full rounded-control border border-line px-2.5 py-2 text-sm focus:border-brand-500 focus:outline-none"
          />
          <ul id={`${id}-list`} role="listbox" aria-label={label} className="max-h-48 overflow-y-auto">
            {options.map((station, i) => (
              <li
                key={station || 'any'}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={station === value}
                onClick={() => pick(station)}
                onMouseEnter={() => setActive(i)}
                className={`cursor-pointer rounded px-2.5 py-2 text-sm ${i === active ? 'bg-brand-50 text-brand-800' : 'text-ink'} ${station === value ? 'font-semibold' : ''}`}
              >
                {station ? stationName(station, lang) : any}
              </li>
            ))}
          </ul>
          {options.length === 0 && <p className="px-2.5 py-2 text-sm text-ink-muted">{words?.none ?? t('list.noAreas')}</p>}
        </div>
      )}
    </div>
  );
}
