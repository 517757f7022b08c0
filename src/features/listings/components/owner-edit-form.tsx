import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, type InputHTMLAttributes, useState } from 'react';
import type { ZodSafeParseResult } from 'zod';
import { firstCode } from '#src/domain/error-codes.ts';
import { useErrorMessage, useFieldError } from '#src/lib/error-words.ts';
import { Button } from '#src/ui/button.tsx';
import { OfflineNote } from '#src/ui/offline-note.tsx';
import { TextField } from '#src/ui/text-field.tsx';
import { useOfflineBlock } from '#src/ui/use-offline-block.ts';

/** An edit's own words, each a literal key at the edit that shows it (the catalogue checks read them there). */
export interface OwnerEditWords {
  label: string;
  /** Why it cannot be sent offline: shown, and the disabled Save points at it; also the failure of a lost connection. */
  offline: string;
  failed: string;
  /** The submit button's words while sending, and otherwise. */
  busy: string;
  submit: string;
  cancel: string;
}

export interface OwnerEditFormProps<Data, Value, Answer> {
  /** What the field holds when the form opens. */
  initial: string;
  /** The upload's rule for the field, read from what is typed (checked before anything is sent). */
  parse: (text: string) => ZodSafeParseResult<Data>;
  /** What is sent of a good reading. */
  value: (data: Data) => Value;
  change: UseMutationResult<Answer, Error, Value>;
  words: OwnerEditWords;
  /** The line under the field, from the reading of what is typed so far. */
  hint: (parsed: ZodSafeParseResult<Data>) => string;
  /** A number field's limits, or none for a text field read by the rule alone. */
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'min' | 'max' | 'step'>;
  onSaved: (answer: Answer) => void;
  onCancel: () => void;
}

/**
 * The form of each of the owner's in-place edits (price, walk, deposit; opened by OwnerEditToggle): one field checked
 * with the upload's rule before it is sent, and Save and Cancel. What was typed stays in the field through a refusal,
 * an error or a lost connection. Online only: offline the Save button is disabled and says why.
 */
export function OwnerEditForm<Data, Value, Answer>({
  initial,
  parse,
  value,
  change,
  words,
  hint,
  input,
  onSaved,
  onCancel,
}: OwnerEditFormProps<Data, Value, Answer>) {
  const errorMessage = useErrorMessage();
  const fieldError = useFieldError();
  const offline = useOfflineBlock();
  const [text, setText] = useState(initial);
  const [invalid, setInvalid] = useState<string | null>(null);
  const parsed = parse(text);
  const failure = change.error ? errorMessage(change.error, words.failed, words.offline) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) {
      setInvalid(firstCode(parsed.error).code);
      return;
    }
    setInvalid(null);
    change.mutate(value(parsed.data), { onSuccess: onSaved });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-control border border-line p-3">
      <TextField
        label={words.label}
        inputMode="numeric"
        autoComplete="off"
        autoFocus
        {...input}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (invalid) setInvalid(null);
        }}
        error={fieldError(invalid ?? undefined)}
        hint={hint(parsed)}
      />
      {offline.blocked && <OfflineNote id={offline.noteId} text={words.offline} />}
      {failure && (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" className="flex-1" disabled={change.isPending || offline.blocked} aria-describedby={offline.describedBy}>
          {change.isPending ? words.busy : words.submit}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {words.cancel}
        </Button>
      </div>
    </form>
  );
}
