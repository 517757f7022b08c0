import { type FormEvent, useState } from 'react';
import { depositChangeSchema } from '#src/domain/deposit-change.ts';
import { firstCode } from '#src/domain/error-codes.ts';
import { formatPriceShort } from '#src/domain/money.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import { useErrorMessage, useFieldError } from '#src/lib/error-words.ts';
import { TextField } from '#src/ui/text-field.tsx';
import { useChangeDeposit } from './change-deposit.ts';
import errorsWords from 'virtual:catalogue/en/errors';
import uploadWords from 'virtual:catalogue/en/upload';
import { OwnerEditActions } from '../components/owner-edit-actions.tsx';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [errorsWords, uploadWords];

export interface DepositListing {
  _id: string;
  propertyName: string;
  deposit?: number | null | undefined;
}

/**
 * A rent's security deposit, checked with the upload's rule before it is sent; empty removes it. What was typed stays
 * in the field through a refusal, an error or a lost connection. Loaded only when the owner opens it.
 */
export default function ChangeDepositForm({ property, onDone }: { property: DepositListing; onDone: (saved: boolean) => void }) {
  const { lang, t } = useTranslator();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldError();
  const [text, setText] = useState(property.deposit == null ? '' : String(property.deposit));
  const [invalid, setInvalid] = useState<string | null>(null);
  const change = useChangeDeposit(property._id);
  const failure = change.error ? errorMessage(change.error, t('deposit.failed'), t('deposit.offline')) : null;
  const parsed = depositChangeSchema.safeParse({ deposit: text });
  const preview =
    parsed.success && parsed.data.deposit !== null ? t('upload.priceReads', { short: formatPriceShort(parsed.data.deposit, 'sale', lang) }) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) {
      setInvalid(firstCode(parsed.error).code);
      return;
    }
    setInvalid(null);
    change.mutate(parsed.data.deposit, { onSuccess: () => onDone(true) });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-control border border-line p-3">
      <TextField
        label={t('deposit.label')}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        autoComplete="off"
        autoFocus
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (invalid) setInvalid(null);
        }}
        error={fieldError(invalid ?? undefined)}
        hint={preview ?? t('deposit.hint')}
      />
      <OwnerEditActions
        offline={t('deposit.offline')}
        failure={failure}
        pending={change.isPending}
        busy={t('deposit.busy')}
        submit={t('deposit.submit')}
        cancel={t('deposit.cancel')}
        onCancel={() => onDone(false)}
      />
    </form>
  );
}
