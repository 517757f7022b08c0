import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { enquirySchema } from '#src/domain/enquiry.ts';
import { Button } from '#src/ui/button.tsx';
import { TextAreaField } from '#src/ui/text-area-field.tsx';
import { TextField } from '#src/ui/text-field.tsx';
import { usePageTitle } from '#src/ui/use-page-title.ts';
import { ContactDetails } from '../components/contact-details.tsx';
import { WaitingEnquiries } from '../components/waiting-enquiries.tsx';
import { useT } from '#src/i18n/language-context.tsx';
import { useSendOrQueueEnquiry } from '../hooks/use-send-or-queue-enquiry.ts';
import { useFieldError } from '#src/lib/error-words.ts';
import contactWords from 'virtual:catalogue/en/contact';
import errorsWords from 'virtual:catalogue/en/errors';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [contactWords, errorsWords];

const EMPTY = { name: '', email: '', contactNo: '', message: '' };

export default function ContactPage() {
  const t = useT();
  const fieldError = useFieldError();
  usePageTitle(t('contact.title'));
  const sendOrQueue = useSendOrQueueEnquiry();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(enquirySchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit((values) => sendOrQueue.submit(values, () => reset(EMPTY)));

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('contact.heading')}</h1>
        <p className="mt-3 text-base leading-relaxed text-ink-muted">{t('contact.lead')}</p>
      </header>
      <div className="mt-8 grid gap-6 lg:grid-cols-[1.5fr_1fr] lg:gap-8">
        <section aria-labelledby="enquiry-heading" className="rounded-card bg-card p-5 shadow-card sm:p-8">
          <h2 id="enquiry-heading" className="text-lg font-semibold text-ink">
            {t('contact.formHeading')}
          </h2>
          <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4 sm:grid-cols-2">
            <TextField label={t('contact.name')} autoComplete="name" error={fieldError(errors.name?.message)} {...register('name')} />
            <TextField
              label={t('contact.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              error={fieldError(errors.email?.message)}
              {...register('email')}
            />
            <TextField
              label={t('contact.contactNo')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              error={fieldError(errors.contactNo?.message)}
              className="sm:col-span-2"
              {...register('contactNo')}
            />
            <TextAreaField
              label={t('contact.message')}
              rows={4}
              placeholder={t('contact.messagePlaceholder')}
              error={fieldError(errors.message?.message)}
              className="sm:col-span-2"
              {...register('message')}
            />
            <div className="sm:col-span-2">
              <Button type="submit" className="w-full sm:w-auto sm:min-w-44" disabled={sendOrQueue.pending}>
                {sendOrQueue.pending ? t('contact.busy') : t('contact.submit')}
              </Button>
            </div>
          </form>
          <WaitingEnquiries />
        </section>
        <ContactDetails />
      </div>
    </div>
  );
}
