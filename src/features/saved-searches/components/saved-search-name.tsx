import { useState } from 'react';
import { firstCode } from '#src/domain/error-codes.ts';
import { savedSearchNameField } from '#src/domain/saved-search.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { useFieldError } from '#src/lib/error-words.ts';
import { TextField } from '#src/ui/text-field.tsx';

/** A saved search's name while it is typed (saving one, renaming one), and its check by the server's own rule. */
export function useSavedSearchName(initial: string) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string>();
  /** The name to send, or null once the field says why it cannot be sent. */
  const check = (): string | null => {
    const parsed = savedSearchNameField.safeParse(name);
    if (parsed.success) return parsed.data;
    setError(firstCode(parsed.error).code);
    return null;
  };
  return { name, setName, error, setError, check };
}

type Props = { name: string; setName: (name: string) => void; error: string | undefined; autoFocus?: boolean };

/** The name field of the save and rename forms. */
export function SavedSearchNameField({ name, setName, error, autoFocus = false }: Props) {
  const t = useT();
  const fieldError = useFieldError();
  return (
    <TextField
      label={t('saved.nameLabel')}
      value={name}
      onChange={(e) => setName(e.target.value)}
      error={fieldError(error ?? undefined)}
      maxLength={200}
      className="min-w-60 flex-1"
      autoFocus={autoFocus}
    />
  );
}
