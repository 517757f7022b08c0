import type { ReactNode } from 'react';

/** One figure with its label, for the summary rows of My Bookings and the dashboard. Place inside a <dl>. */
export function StatCard({ label, value, icon }: { label: string; value: ReactNode; icon?: ReactNode }) {
  return (
    <div className="rounded-card bg-card p-4 shadow-card sm:p-5">
      <dt className="flex items-center gap-2 text-xs font-medium text-ink-muted sm:text-sm">
        {icon && (
          <span className="grid size-8 place-items-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
            {icon}
          </span>
        )}
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-ink sm:mt-2 sm:text-3xl">{value}</dd>
    </div>
  );
}
