import { type FormEvent, useState } from 'react';
import { toast } from '#src/ui/toast.ts';
import { useNavigate } from 'react-router';
import { filterToParams } from '#src/domain/listing-filter-core.ts';
import { type AlertMode, ALERT_MODES, type SavedSearch } from '#src/domain/saved-search.ts';
import { useErrorMessage } from '#src/lib/error-words.ts';
import { Button } from '#src/ui/button.tsx';
import { useDeleteSavedSearch } from '../api/delete-saved-search.ts';
import { markSavedSearchSeen } from '../api/mark-seen.ts';
import { useUpdateSavedSearch } from '../api/update-saved-search.ts';
import type { MessageId } from '@lingui/core';
import { useT } from '#src/i18n/language-context.tsx';
import { useAlertChange } from '../hooks/use-alert-change.ts';
import { SavedSearchNameField, useSavedSearchName } from './saved-search-name.tsx';

/** One saved search: its name and new matches, Open (its filtered list), Rename, the alert mode, Delete. */
const MODES: Record<AlertMode, MessageId> = { instant: 'saved.alertInstant', daily: 'saved.alertDaily', off: 'saved.alertOff' };

export function SavedSearchRow({ search, online }: { search: SavedSearch; online: boolean }) {
  const t = useT();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const alert = useAlertChange();
  const [renaming, setRenaming] = useState(false);
  const { name, setName, error, setError, check } = useSavedSearchName(search.name);

  const open = async () => {
    // Opening counts as seeing the matches; offline the list still opens, and the count waits.
    await markSavedSearchSeen(search._id).catch(() => undefined);
    const params = filterToParams(search.filter).toString();
    await navigate(params ? `/properties?${params}` : '/properties');
  };

  const rename = async (e: FormEvent) => {
    e.preventDefault();
    const checked = check();
    if (checked === null) return;
    try {
      await update.mutateAsync({ id: search._id, change: { name: checked } });
      toast.success(t('saved.renamed'));
      setRenaming(false);
    } catch (err) {
      setError(errorMessage(err, t('saved.updateFailed')));
    }
  };

  const onDelete = async () => {
    if (!window.confirm(t('saved.confirmDelete', { name: search.name }))) return;
    try {
      await remove.mutateAsync(search._id);
      toast.success(t('saved.deleted'));
    } catch (err) {
      toast.error(errorMessage(err, t('saved.updateFailed')));
    }
  };

  return (
    <li className="rounded-card bg-card p-4 shadow-card" aria-label={search.name}>
      {renaming ? (
        <form onSubmit={rename} className="flex flex-wrap items-end gap-2">
          <SavedSearchNameField name={name} setName={setName} error={error} />
          <Button type="submit" disabled={update.isPending}>
            {t('saved.saveName')}
          </Button>
          <Button variant="ghost" onClick={() => setRenaming(false)}>
            {t('saved.cancel')}
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 className="text-lg font-semibold text-ink">{search.name}</h2>
            <p className={`text-sm ${search.newMatches > 0 ? 'font-semibold text-brand-700' : 'text-ink-muted'}`}>
              {search.newMatches >= 100 ? t('saved.manyNewMatches') : t('saved.newMatches', { count: search.newMatches })}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void open()}>{t('saved.open')}</Button>
            <Button variant="secondary" disabled={!online} onClick={() => setRenaming(true)} aria-label={t('saved.renameLabel', { name: search.name })}>
              {t('saved.rename')}
            </Button>
            <Button
              variant="secondary"
              disabled={!online || remove.isPending}
              onClick={() => void onDelete()}
              aria-label={t('saved.deleteLabel', { name: search.name })}
            >
              {t('saved.delete')}
            </Button>
          </div>
        </div>
      )}
      <fieldset className="mt-3 flex flex-wrap items-center gap-3" disabled={!online || alert.pending}>
        <legend className="sr-only">{`${t('saved.alertLabel')}: ${search.name}`}</legend>
        <span className="text-sm font-medium text-ink" aria-hidden="true">
          {t('saved.alertLabel')}
        </span>
        {ALERT_MODES.map((mode: AlertMode) => (
          <label key={mode} className="flex min-h-11 items-center gap-1.5 text-sm text-ink">
            <input
              type="radio"
              name={`alert-${search._id}`}
              checked={search.alert === mode}
              onChange={() => void alert.change(search, mode)}
              className="size-4 accent-brand-700"
            />
            {t(MODES[mode])}
          </label>
        ))}
      </fieldset>
      {alert.notice && (
        <p role="alert" className="mt-2 rounded-control bg-accent-100 px-3 py-2 text-sm text-ink">
          {alert.notice}
        </p>
      )}
    </li>
  );
}
