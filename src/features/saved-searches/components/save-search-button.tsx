import { type FormEvent, useId, useState } from 'react';
import type { ListingFilter } from '#src/domain/listing-filter-core.ts';
import { describeFilter } from '#src/domain/search-summary.ts';
import { Button } from '#src/ui/button.tsx';
import errorsWords from 'virtual:catalogue/en/errors';
import savedWords from 'virtual:catalogue/en/saved';
import { useT } from '#src/i18n/language-context.tsx';
import { useSaveSearchOrQueue } from '../hooks/use-save-search-or-queue.ts';
import { SavedSearchNameField, useSavedSearchName } from './saved-search-name.tsx';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [savedWords, errorsWords];

/** "Save search" on /properties: names the current filter (a suggestion from the filter itself) and saves it, or queues it offline. */
export function SaveSearchButton({ filter }: { filter: ListingFilter }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const { name, setName, error, setError, check } = useSavedSearchName('');
  const { submit, pending } = useSaveSearchOrQueue();
  const formId = useId();

  const start = () => {
    setName(describeFilter(filter));
    setError(undefined);
    setOpen(true);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = check();
    if (checked === null) return;
    if (await submit({ name: checked, filter: { ...filter, q: filter.q.trim(), location: filter.location.trim() } })) setOpen(false);
  };

  if (!open) {
    return (
      <Button variant="secondary" onClick={start} aria-expanded={false} aria-controls={formId}>
        {t('saved.button')}
      </Button>
    );
  }
  return (
    <form
      id={formId}
      aria-label={t('saved.dialogTitle')}
      onSubmit={onSubmit}
      className="flex w-full flex-wrap items-end gap-2 rounded-card bg-card p-4 shadow-card"
    >
      <SavedSearchNameField name={name} setName={setName} error={error} autoFocus />
      <Button type="submit" disabled={pending}>
        {pending ? t('saved.saving') : t('saved.submit')}
      </Button>
      <Button variant="ghost" onClick={() => setOpen(false)}>
        {t('saved.cancel')}
      </Button>
    </form>
  );
}
