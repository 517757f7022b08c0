import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type CompareIdsProblem, compareHref, parseCompareIds } from '#src/domain/compare.ts';
import cardWords from 'virtual:catalogue/en/card';
import compareWords from 'virtual:catalogue/en/compare';
import factsWords from 'virtual:catalogue/en/facts';
import { useT } from '#src/i18n/language-context.tsx';
import { comparePicks, toggleComparePick } from '#src/lib/compare-picks.ts';
import { rememberedDestination } from '#src/lib/remembered-destination.ts';
import { useOnline } from '#src/lib/use-online.ts';
import { buttonClass } from '#src/ui/button.tsx';
import { Loading } from '#src/ui/loading.tsx';
import { usePageTitle } from '#src/ui/use-page-title.ts';
import { CompareTable } from '../components/compare-table.tsx';
import { useCompared } from '../hooks/use-compared.ts';

/** The words this page shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [compareWords, cardWords, factsWords];

const PROBLEM_WORDS = {
  tooLong: 'compare.tooLong',
  invalid: 'compare.invalid',
  repeated: 'compare.repeated',
  tooMany: 'compare.tooMany',
} as const satisfies Record<CompareIdsProblem, string>;

/**
 * `/compare?ids=a,b,c`: the listings of a shared link (or of this device's picks, when the link names none) side by
 * side. Bad entries in the link are left out and named above the table, never a blank page.
 */
export default function ComparePage() {
  const t = useT();
  usePageTitle(t('compare.title'));
  // Read once: the destination changes only on the list's filter, a page away.
  const [destination] = useState(rememberedDestination);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('ids');
  const { ids, problems } = parseCompareIds(raw);
  const online = useOnline();
  const columns = useCompared(ids);

  // /compare alone opens the picks in the tray, under a URL that can be shared.
  useEffect(() => {
    const picked = comparePicks().ids;
    if (raw === null && picked.length > 0) navigate(compareHref(picked), { replace: true });
  }, [raw, navigate]);

  const remove = (id: string) => {
    if (comparePicks().ids.includes(id)) toggleComparePick(id);
    const rest = ids.filter((x) => x !== id);
    navigate(rest.length > 0 ? compareHref(rest) : '/compare?ids=', { replace: true });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('compare.title')}</h1>
      {problems.length > 0 && (
        <ul role="alert" className="mt-4 flex flex-col gap-1 rounded-card border border-accent-500 bg-accent-100 px-4 py-3 text-sm text-ink">
          {problems.map((p) => (
            <li key={p}>{t(PROBLEM_WORDS[p])}</li>
          ))}
        </ul>
      )}
      {!online && ids.length > 0 && <p className="mt-4 rounded-card bg-brand-50 px-4 py-3 text-sm text-brand-900">{t('compare.offline')}</p>}
      <div className="mt-6">
        {ids.length === 0 ? (
          <div className="rounded-card bg-card px-6 py-16 text-center shadow-card">
            <p className="text-lg font-semibold text-ink">{t('compare.empty')}</p>
            <Link to="/properties" className={buttonClass('primary', 'mt-6')}>
              {t('compare.browse')}
            </Link>
          </div>
        ) : columns.every((c) => c.state === 'loading') ? (
          <Loading text={t('compare.loading')} />
        ) : (
          <CompareTable columns={columns} onRemove={remove} destination={destination} />
        )}
      </div>
    </div>
  );
}
