import { formatPriceShort } from '#src/domain/money.ts';
import { priceChangeSchema } from '#src/domain/price-change.ts';
import type { PropertyType } from '#src/domain/property.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import errorsWords from 'virtual:catalogue/en/errors';
import { OwnerEditForm } from '../components/owner-edit-form.tsx';
import { useChangePrice } from './change-price.ts';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [errorsWords];

export interface PricedListing {
  _id: string;
  propertyName: string;
  price: number;
  type: PropertyType;
}

/** The new price, checked with the upload's rule, read back short as it is typed. Loaded only when the owner opens it. */
export default function ChangePriceForm({ property, onDone }: { property: PricedListing; onDone: (message: string) => void }) {
  const { lang, t } = useTranslator();
  return (
    <OwnerEditForm
      initial={String(property.price)}
      parse={(text) => priceChangeSchema.safeParse({ price: text })}
      value={(data) => data.price}
      change={useChangePrice(property._id)}
      words={{
        label: t('price.label'),
        offline: t('price.offline'),
        failed: t('price.failed'),
        busy: t('price.busy'),
        submit: t('price.submit'),
        cancel: t('price.cancel'),
      }}
      hint={(parsed) =>
        parsed.success
          ? t('price.reads', { price: formatPriceShort(parsed.data.price, property.type, lang) })
          : t('price.current', { price: formatPriceShort(property.price, property.type, lang) })
      }
      onSaved={(answer) => onDone(answer.message)}
      onCancel={() => onDone('')}
    />
  );
}
