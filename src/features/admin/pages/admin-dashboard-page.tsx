import type { MessageId } from '@lingui/core';
import { lazy, Suspense, useState } from 'react';
import adminWords from 'virtual:catalogue/en/admin';
import { useT, withWords } from '#src/i18n/language-context.tsx';
import { Loading } from '#src/ui/loading.tsx';
import { usePageTitle } from '#src/ui/use-page-title.ts';
import { BookingsTable } from '../components/bookings-table.tsx';
import { StatCards } from '../components/stat-cards.tsx';
import { UsersTable } from '../components/users-table.tsx';

// Moderation is its own chunk: the dashboard's first view does not wait for it.
const ModerationTab = lazy(() => import('../moderation/moderation-tab.tsx').then((m) => withWords(m.words, m.default)));

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [adminWords];

type Tab = 'overview' | 'reports' | 'listings' | 'duplicates';
const TABS: Tab[] = ['overview', 'reports', 'listings', 'duplicates'];
const TAB_MESSAGES: Record<Tab, MessageId> = {
  overview: 'admin.tabOverview',
  reports: 'admin.tabReports',
  listings: 'admin.tabListings',
  duplicates: 'admin.tabDuplicates',
};

export default function AdminDashboardPage() {
  const t = useT();
  usePageTitle(t('admin.title'));
  const [tab, setTab] = useState<Tab>('overview');
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:py-12">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('admin.title')}</h1>
        <p className="mt-1 text-ink-muted">{t('admin.subtitle')}</p>
      </div>
      <div role="tablist" aria-label={t('admin.tabs')} className="flex flex-wrap gap-1 border-b border-line">
        {TABS.map((name) => (
          <button
            key={name}
            id={`admin-tab-${name}`}
            type="button"
            role="tab"
            aria-controls="admin-tab-panel"
            aria-selected={tab === name}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${tab === name ? 'border-brand-700 text-brand-700' : 'border-transparent text-ink-muted hover:text-ink'}`}
            onClick={() => setTab(name)}
          >
            {t(TAB_MESSAGES[name])}
          </button>
        ))}
      </div>
      <div id="admin-tab-panel" role="tabpanel" aria-labelledby={`admin-tab-${tab}`} className="space-y-8">
        {tab === 'overview' ? (
          <>
            <StatCards />
            <UsersTable />
            <BookingsTable />
          </>
        ) : (
          <Suspense fallback={<Loading text={t(TAB_MESSAGES[tab])} />}>
            <ModerationTab which={tab} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
