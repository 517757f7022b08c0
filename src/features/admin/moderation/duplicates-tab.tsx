import type { DuplicatePair } from '#src/domain/duplicates.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import { useErrorMessage } from '#src/lib/error-words.ts';
import { Button } from '#src/ui/button.tsx';
import { LoadMore } from '#src/ui/load-more.tsx';
import { Loading } from '#src/ui/loading.tsx';
import { useLogError } from '../use-log-error.ts';
import { DuplicateSideView } from './duplicate-side.tsx';
import { useDuplicatePairs } from './get-duplicate-pairs.ts';
import { useModerateListing } from './moderate-listing.ts';

/** "Possible duplicates": each listing published while it looked like one already listed, beside that one. */
export function DuplicatesTab({ onReview }: { onReview: (id: string) => void }) {
  const { t } = useTranslator();
  const result = useDuplicatePairs();
  useLogError(result.error, 'possible duplicates');
  const pairs = result.data?.pages.flatMap((p) => p.pairs) ?? [];
  const total = result.data?.pages[0]?.total ?? 0;
  return (
    <section aria-labelledby="duplicates-heading" className="rounded-card bg-card p-4 shadow-card sm:p-5">
      <h2 id="duplicates-heading" className="text-lg font-semibold text-ink">
        {t('duplicates.admin.heading')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('duplicates.admin.intro')}</p>
      {result.isPending ? (
        <Loading text={t('duplicates.admin.loading')} />
      ) : result.isError ? (
        <div role="alert" className="py-6">
          <p className="text-ink-muted">{t('duplicates.admin.loadFailed')}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void result.refetch()}>
            {t('duplicates.admin.retry')}
          </Button>
        </div>
      ) : pairs.length === 0 ? (
        <p className="py-6 text-ink-muted">{t('duplicates.admin.none')}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-ink-muted" aria-live="polite">
            {t('duplicates.admin.count', { shown: pairs.length, total })}
          </p>
          <ul className="mt-3 space-y-4">
            {pairs.map((pair) => (
              <li key={pair._id}>
                <PairCard pair={pair} onReview={onReview} />
              </li>
            ))}
          </ul>
          {result.hasNextPage && (
            <LoadMore
              onLoad={() => void result.fetchNextPage()}
              busy={result.isFetchingNextPage}
              shown={pairs.length}
              label={t('duplicates.admin.loadMore')}
              busyLabel={t('duplicates.admin.loading')}
            />
          )}
        </>
      )}
    </section>
  );
}

function PairCard({ pair, onReview }: { pair: DuplicatePair; onReview: (id: string) => void }) {
  const { t } = useTranslator();
  const moderate = useModerateListing(pair.copy._id);
  const errorMessage = useErrorMessage();
  const failure = moderate.error ? errorMessage(moderate.error, t('duplicates.admin.failed'), t('duplicates.admin.failed')) : null;
  const hide = () => moderate.mutate({ action: 'hide', as: 'duplicate', reason: t('duplicates.admin.hideReason', { name: pair.original.propertyName }) });
  return (
    <article
      aria-label={t('duplicates.admin.pair', { copy: pair.copy.propertyName, original: pair.original.propertyName })}
      className="rounded-control border border-line p-3"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <DuplicateSideView side={pair.copy} label={t('duplicates.admin.copy')} />
        <DuplicateSideView side={pair.original} label={t('duplicates.admin.original')} />
      </div>
      <p className="mt-2 text-xs text-ink-soft">{t('duplicates.admin.bits', { distance: pair.distance })}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {!pair.copy.hidden && (
          <Button variant="danger" disabled={moderate.isPending} aria-label={t('duplicates.admin.hideLabel', { name: pair.copy.propertyName })} onClick={hide}>
            {moderate.isPending ? t('duplicates.admin.busy') : t('duplicates.admin.hide')}
          </Button>
        )}
        <Button variant="secondary" aria-label={t('moderation.review', { name: pair.copy.propertyName })} onClick={() => onReview(pair.copy._id)}>
          {t('moderation.reviewShort')}
        </Button>
      </div>
      {failure && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {failure}
        </p>
      )}
    </article>
  );
}
