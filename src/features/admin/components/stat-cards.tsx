import { StatCard } from '../../../ui/stat-card.tsx';
import { useAdminStats } from '../api/get-stats.ts';
import { adminCopy } from '../copy.ts';
import { useLogError } from '../use-log-error.ts';

const c = adminCopy.stats;

/** SPEC section 2: the three site totals; a dash until (or unless) they arrive. */
export function StatCards() {
  const stats = useAdminStats();
  useLogError(stats.error, 'stats');
  const show = (n: number | undefined) => (n === undefined ? '–' : n.toLocaleString('en-IN'));
  return (
    <dl aria-label={c.label} aria-busy={stats.isPending} className="grid grid-cols-3 gap-3 sm:gap-4">
      <StatCard label={c.users} value={show(stats.data?.totalUsers)} />
      <StatCard label={c.properties} value={show(stats.data?.totalProperties)} />
      <StatCard label={c.bookings} value={show(stats.data?.totalBookings)} />
    </dl>
  );
}
