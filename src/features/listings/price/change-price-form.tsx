import { type FormEvent, useState } from 'react';
import { firstCode } from '#src/domain/error-codes.ts';
import { formatPriceShort } from '#src/domain/money.ts';
import { priceChangeSchema } from '#src/domain/price-change.ts';
import type { PropertyType } from '#src/domain/property.ts';
import { useErrorMessage, useFieldError } from '#src/lib/error-words.ts';
import { TextField } from '#src/ui/text-field.tsx';
import { useChangePrice } from './change-price.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import errorsWords from 'virtual:catalogue/en/errors';
import { OwnerEditActions } from '../components/owner-edit-actions.tsx';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [errorsWords];

export interface PricedListing {
  _id: string;
  propertyName: string;
  price: number;
  type: PropertyType;
}

/**
 * The new price, checked with the upload's rule before it is sent; what was typed stays in the field through a
 * refusal, an error or a lost connection. Loaded only when the owner opens it.
 */
export default function ChangePriceForm({ property, onDone }: { property: PricedListing; onDone: (message: string) => void }) {
  const { lang, t } = useTranslator();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldError();
  const [text, setText] = useState(String(property.price));
  const [invalid, setInvalid] = useState<string | null>(null);
  const change = useChangePrice(property._id);
  const parsed = priceChangeSchema.safeParse({ price: text });
  const failure = change.error ? errorMessage(change.error, t('price.failed'), t('price.offline')) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) {
      setInvalid(firstCode(parsed.error).code);
      return;
    }
    setInvalid(null);
    change.mutate(parsed.data.price, { onSuccess: (answer) => onDone(answer.message) });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-control border border-line p-3">
      <TextField
        label={t('price.label')}
        inputMode="numeric"
        autoComplete="off"
        autoFocus
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (invalid) setInvalid(null);
        }}
        error={fieldError(invalid ?? undefined)}
        hint={
          parsed.success
            ? t('price.reads', { price: formatPriceShort(parsed.data.price, property.type, lang) })
            : t('price.current', { price: formatPriceShort(property.price, property.type, lang) })
        }
      />
      <OwnerEditActions
        offline={t('price.offline')}
        failure={failure}
        pending={change.isPending}
        busy={t('price.busy')}
        submit={t('price.submit')}
        cancel={t('price.cancel')}
        onCancel={() => onDone('')}
      />
    </form>
  );
}
