import { useEffect, useRef } from 'react';
import { useT } from '#src/i18n/language-context.tsx';
import { Icon } from '#src/ui/icon.tsx';

export function SearchBox({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const t = useT();
  // On a server-rendered page the box can be typed in before the app has taken it over; that text is not lost.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the app takes the box over (see below).
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
    // Once, when the app takes the box over: later the box and `value` agree through onChange.
  }, []);
  return (
    <div className="relative flex-1">
      <label htmlFor="property-search" className="sr-only">
        {t('list.searchLabel')}
      </label>
      <Icon className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-ink-soft">
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-3.5-3.5" />
      </Icon>
      <input
        ref={input}
        id="property-search"
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t('list.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="block w-full rounded-control border border-line bg-card py-2.5 pl-10 pr-3 text-base text-ink placeholder:text-ink-soft focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
    </div>
  );
}
