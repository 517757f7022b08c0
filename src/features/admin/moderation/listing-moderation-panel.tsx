import { useId, useState } from 'react';
import { HIDE_REASON_MAX } from '#src/domain/moderation.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import { useErrorMessage } from '#src/lib/error-words.ts';
import { Button } from '#src/ui/button.tsx';
import { Loading } from '#src/ui/loading.tsx';
import { REASON_MESSAGES } from '#src/ui/report-reason-messages.ts';
import { TextAreaField } from '#src/ui/text-area-field.tsx';
import { formatWhen } from './format-when.ts';
import { useListingModeration } from './get-listing-moderation.ts';
import { useModerateListing } from './moderate-listing.ts';
import { ENTRY_MESSAGES } from './entry-messages.ts';

/** One listing's admin view: its state, open reports, the actions, and every action taken on it (who, when, what). */
export function ListingModerationPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { lang, t } = useTranslator();
  const view = useListingModeration(id);
  const moderate = useModerateListing(id);
  const [reason, setReason] = useState('');
  const headingId = useId();
  const errorMessage = useErrorMessage();
  const failure = moderate.error ? errorMessage(moderate.error, t('moderation.failed'), t('moderation.failed')) : null;

  return (
    <section aria-labelledby={headingId} className="rounded-card border-2 border-brand-200 bg-card p-4 shadow-card sm:p-5">
      {view.isPending ? (
        <Loading text={t('moderation.loading')} />
      ) : view.isError ? (
        <p className="text-ink-muted">{t('moderation.loadFailed')}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h2 id={headingId} className="text-lg font-semibold text-ink">
                {view.data.listing.propertyName}
              </h2>
              <p className="text-sm text-ink-muted">{t('moderation.owner', { name: view.data.listing.owner.name, email: view.data.listing.owner.email })}</p>
              {view.data.listing.verifiedAt && (
                <p className="mt-1 text-sm text-brand-800">{t('moderation.verifiedOn', { at: formatWhen(view.data.listing.verifiedAt, lang) })}</p>
              )}
              {view.data.listing.hidden && (
                <p className="mt-1 text-sm font-semibold text-danger">{t('moderation.hiddenBecause', { reason: view.data.listing.hiddenReason ?? '' })}</p>
              )}
            </div>
            <Button variant="secondary" onClick={onClose}>
              {t('moderation.close')}
            </Button>
          </div>

          <div className="mt-4 space-y-3">
            {view.data.listing.hidden ? (
              <Button variant="primary" disabled={moderate.isPending} onClick={() => moderate.mutate({ action: 'restore' })}>
                {moderate.isPending ? t('moderation.busy') : t('moderation.restore')}
              </Button>
            ) : (
              <form
                className="space-y-2"
                onSubmit={(e) => {
                  e.preventDefault();
                  moderate.mutate({ action: 'hide', reason }, { onSuccess: () => setReason('') });
                }}
              >
                <TextAreaField
                  label={t('moderation.hideReason')}
                  rows={2}
                  maxLength={HIDE_REASON_MAX}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                />
                <Button type="submit" variant="danger" disabled={moderate.isPending}>
                  {moderate.isPending ? t('moderation.busy') : t('moderation.hide')}
                </Button>
              </form>
            )}
            <Button
              variant="secondary"
              disabled={moderate.isPending}
              onClick={() => moderate.mutate({ action: view.data.listing.verifiedAt ? 'unverify' : 'verify' })}
            >
              {view.data.listing.verifiedAt ? t('moderation.unverify') : t('moderation.verify')}
            </Button>
            {view.data.reports.length > 0 && (
              <Button variant="secondary" disabled={moderate.isPending} onClick={() => moderate.mutate({ action: 'dismiss-reports' })}>
                {t('moderation.dismiss')}
              </Button>
            )}
            {failure && (
              <p role="alert" className="text-sm text-danger">
                {failure}
              </p>
            )}
          </div>

          <h3 className="mt-5 font-semibold text-ink">{t('moderation.openReports')}</h3>
          {view.data.reports.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('moderation.noReports')}</p>
          ) : (
            <ul className="mt-1 space-y-1 text-sm">
              {view.data.reports.map((r) => (
                <li key={r._id}>
                  <span className="font-medium text-ink">{t(REASON_MESSAGES[r.reason])}</span>
                  {r.details && <span className="text-ink">: {r.details}</span>}
                  <span className="text-ink-soft">
                    {' '}
                    ({r.reporter?.name ?? t('admin.deletedUser')}, {formatWhen(r.createdAt, lang)})
                  </span>
                </li>
              ))}
            </ul>
          )}

          <h3 className="mt-5 font-semibold text-ink">{t('moderation.history')}</h3>
          {view.data.history.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('moderation.noHistory')}</p>
          ) : (
            <ol className="mt-1 space-y-1 text-sm">
              {view.data.history.map((h) => (
                <li key={h._id} className="text-ink">
                  {t(ENTRY_MESSAGES[h.action], { admin: h.admin?.name ?? t('moderation.deletedAdmin'), at: formatWhen(h.createdAt, lang) })}
                  {h.reason && <span className="text-ink-muted">: {h.reason}</span>}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
