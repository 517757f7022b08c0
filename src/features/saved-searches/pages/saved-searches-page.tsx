import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useOnline } from '#src/lib/use-online.ts';
import { useOutbox } from '#src/offline/outbox/index.ts';
import { Button, buttonClass } from '#src/ui/button.tsx';
import { Loading } from '#src/ui/loading.tsx';
import { OfflineNote } from '#src/ui/offline-note.tsx';
import { usePageTitle } from '#src/ui/use-page-title.ts';
import { savedSearchesQueryOptions } from '../api/get-saved-searches.ts';
import { SavedSearchRow } from '../components/saved-search-row.tsx';
import { useT } from '#src/i18n/language-context.tsx';
import savedWords from 'virtual:catalogue/en/saved';
import errorsWords from 'virtual:catalogue/en/errors';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [savedWords, errorsWords];

/** The user's saved searches, each with its new matches, opened as its filtered list, renamed, deleted, alerted. */
export default function SavedSearchesPage() {
  const t = useT();
  usePageTitle(t('saved.title'));
  const searches = useQuery(savedSearchesQueryOptions);
  const { waiting } = useOutbox('saved-search');
  const online = useOnline();
  const empty = searches.data?.length === 0 && waiting.length === 0;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('saved.title')}</h1>
      {!online && (
        <div className="mt-4">
          <OfflineNote id="saved-searches-offline" text={t('saved.offline')} />
        </div>
      )}
      {waiting.length > 0 && (
        <ul className="mt-6 space-y-3" aria-label={t('saved.waiting')}>
          {waiting.map((a) => (
            <li key={a.id} className="rounded-card border border-dashed border-line bg-card p-4 text-ink">
              <span className="font-semibold">{String(a.details?.name ?? '')}</span>
              <span className="ml-2 text-sm text-ink-muted">{t('saved.waiting')}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6">
        {searches.data === undefined ? (
          searches.isError ? (
            <div role="alert" className="rounded-card bg-card px-6 py-12 text-center shadow-card">
              <p className="text-ink">{t('saved.loadFailed')}</p>
              <Button variant="secondary" className="mt-4" onClick={() => void searches.refetch()}>
                {t('saved.retry')}
              </Button>
            </div>
          ) : (
            <Loading text={t('saved.loading')} />
          )
        ) : empty ? (
          <div className="rounded-card bg-card px-6 py-16 text-center shadow-card">
            <p className="text-lg font-semibold text-ink">{t('saved.empty')}</p>
            <p className="mt-1 text-ink-muted">{t('saved.emptyHint')}</p>
            <Link to="/properties" className={buttonClass('primary', 'mt-6')}>
              {t('saved.browse')}
            </Link>
          </div>
        ) : (
          <ul className="space-y-3">
            {searches.data.map((s) => (
              <SavedSearchRow key={s._id} search={s} online={online} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
