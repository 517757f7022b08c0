import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { REPORT_REASONS } from '#src/domain/report-reasons.ts';
import { type ReportListingInput, reportListingSchema } from '#src/domain/report.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { useErrorMessage, useFieldError } from '#src/lib/error-words.ts';
import { Button } from '#src/ui/button.tsx';
import { REASON_MESSAGES } from '#src/ui/report-reason-messages.ts';
import { TextAreaField } from '#src/ui/text-area-field.tsx';
import { useReportListing } from './report-listing.ts';
import reportWords from 'virtual:catalogue/en/report';
import reasonWords from 'virtual:catalogue/en/reason';
import errorsWords from 'virtual:catalogue/en/errors';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [reportWords, reasonWords, errorsWords];

/** The reasons and, for "Other" above all, the words; loaded only when a user opens it (decision 0038). */
export default function ReportForm({ propertyId, onClose }: { propertyId: string; onClose: () => void }) {
  const t = useT();
  const send = useReportListing(propertyId);
  const errorMessage = useErrorMessage();
  const fieldError = useFieldError();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReportListingInput>({ resolver: zodResolver(reportListingSchema) });
  const onSubmit = handleSubmit((values) => send.mutate(values));

  // The server's thanks is English for API clients; the reader gets the same sentence in their language.
  if (send.isSuccess) {
    return (
      <p role="status" className="rounded-control bg-surface p-3 text-sm font-medium text-success-strong">
        {t('report.thanks')}
      </p>
    );
  }
  const failure = send.error ? errorMessage(send.error, t('report.failed'), t('report.offline')) : null;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-control border border-line p-3">
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{t('report.heading')}</legend>
        <div className="mt-2 space-y-1.5">
          {REPORT_REASONS.map((reason) => (
            <label key={reason} className="flex items-center gap-2 text-sm text-ink">
              <input type="radio" value={reason} className="size-4 accent-brand-700" {...register('reason')} />
              {t(REASON_MESSAGES[reason])}
            </label>
          ))}
        </div>
        {errors.reason?.message && (
          <p role="alert" className="mt-1 text-sm text-danger">
            {fieldError(errors.reason.message)}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label={t('report.details')}
        rows={3}
        placeholder={t('report.detailsHint')}
        error={fieldError(errors.details?.message)}
        {...register('details')}
      />
      {failure && (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" variant="primary" className="flex-1" disabled={send.isPending}>
          {send.isPending ? t('report.busy') : t('report.submit')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('report.cancel')}
        </Button>
      </div>
    </form>
  );
}
