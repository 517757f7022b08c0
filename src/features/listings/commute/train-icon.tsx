/** A local train, front on: the commute's mark on cards and the detail page. */
export function TrainIcon({ className = 'size-4 shrink-0' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <rect x="5" y="3" width="14" height="14" rx="3" />
      <path d="M5 10h14M9 21l-2 -4M15 21l2 -4" />
      <circle cx="9" cy="13.5" r="0.5" fill="currentColor" />
      <circle cx="15" cy="13.5" r="0.5" fill="currentColor" />
    </svg>
  );
}
