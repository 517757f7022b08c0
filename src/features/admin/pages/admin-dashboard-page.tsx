import { usePageTitle } from '../../../ui/use-page-title.ts';
import { BookingsTable } from '../components/bookings-table.tsx';
import { StatCards } from '../components/stat-cards.tsx';
import { UsersTable } from '../components/users-table.tsx';
import { adminCopy } from '../copy.ts';

export default function AdminDashboardPage() {
  usePageTitle(adminCopy.title);
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:py-12">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{adminCopy.title}</h1>
        <p className="mt-1 text-ink-muted">{adminCopy.subtitle}</p>
      </div>
      <StatCards />
      <UsersTable />
      <BookingsTable />
    </div>
  );
}
