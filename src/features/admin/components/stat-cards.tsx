import { useTranslator } from '#src/i18n/language-context.tsx';
import { StatCard } from '#src/ui/stat-card.tsx';
import { useAdminStats } from '../api/get-stats.ts';
import { useLogError } from '../use-log-error.ts';

/** The three site totals; a dash until (or unless) they arrive. */
export function StatCards() {
  const { locale, t } = useTranslator();
  const stats = useAdminStats();
  useLogError(stats.error, 'stats');
  const show = (n: number | undefined) => (n === undefined ? '–' : n.toLocaleString(locale));
  return (
    <dl aria-label={t('admin.stats')} aria-busy={stats.isPending} className="grid grid-cols-3 gap-3 sm:gap-4">
      <StatCard label={t('admin.totalUsers')} value={show(stats.data?.totalUsers)} />
      <StatCard label={t('admin.totalProperties')} value={show(stats.data?.totalProperties)} />
      <StatCard label={t('admin.totalBookings')} value={show(stats.data?.totalBookings)} />
    </dl>
  );
}
