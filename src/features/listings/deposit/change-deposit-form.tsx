import { depositChangeSchema } from '#src/domain/deposit-change.ts';
import { formatPriceShort } from '#src/domain/money.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import errorsWords from 'virtual:catalogue/en/errors';
import uploadWords from 'virtual:catalogue/en/upload';
import { OwnerEditForm } from '../components/owner-edit-form.tsx';
import { useChangeDeposit } from './change-deposit.ts';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [errorsWords, uploadWords];

export interface DepositListing {
  _id: string;
  propertyName: string;
  deposit?: number | null | undefined;
}

/** A rent's security deposit, checked with the upload's rule; empty removes it. Loaded only when the owner opens it. */
export default function ChangeDepositForm({ property, onDone }: { property: DepositListing; onDone: (saved: boolean) => void }) {
  const { lang, t } = useTranslator();
  return (
    <OwnerEditForm
      initial={property.deposit == null ? '' : String(property.deposit)}
      parse={(text) => depositChangeSchema.safeParse({ deposit: text })}
      value={(data) => data.deposit}
      change={useChangeDeposit(property._id)}
      words={{
        label: t('deposit.label'),
        offline: t('deposit.offline'),
        failed: t('deposit.failed'),
        busy: t('deposit.busy'),
        submit: t('deposit.submit'),
        cancel: t('deposit.cancel'),
      }}
      hint={(parsed) =>
        parsed.success && parsed.data.deposit !== null
          ? t('upload.priceReads', { short: formatPriceShort(parsed.data.deposit, 'sale', lang) })
          : t('deposit.hint')
      }
      input={{ type: 'number', min: 1, step: 1 }}
      onSaved={() => onDone(true)}
      onCancel={() => onDone(false)}
    />
  );
}
