import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { enquirySchema } from '../../../domain/enquiry.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useKnownAuth } from '../../../lib/session.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { Button } from '../../../ui/button.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { queueEnquiry } from '../api/queue-enquiry.ts';
import { useSendEnquiry } from '../api/send-enquiry.ts';
import { ContactDetails } from '../components/contact-details.tsx';
import { WaitingEnquiries } from '../components/waiting-enquiries.tsx';
import { contactCopy as c } from '../copy.ts';

const EMPTY = { name: '', email: '', contactNo: '', message: '' };

export default function ContactPage() {
  usePageTitle(c.title);
  const send = useSendEnquiry();
  const auth = useKnownAuth();
  const online = useOnline();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(enquirySchema), defaultValues: EMPTY });

  // Offline, or the request could not get through: the outbox sends it later, once (Idempotency-Key).
  const queue = async (values: typeof EMPTY, idempotencyKey?: string) => {
    await queueEnquiry(auth ? auth._id : null, values, idempotencyKey);
    toast.success(c.queued);
    reset(EMPTY);
  };

  const onSubmit = handleSubmit((values) => {
    if (!online) return queue(values);
    const idempotencyKey = newIdempotencyKey();
    send.mutate(
      { input: values, idempotencyKey },
      {
        onSuccess: () => {
          toast.success(c.sent);
          reset(EMPTY);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 0) void queue(values, idempotencyKey);
          else toast.error(errorMessage(err, c.failed));
        },
      },
    );
    return undefined;
  });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{c.heading}</h1>
        <p className="mt-3 text-base leading-relaxed text-ink-muted">{c.lead}</p>
      </header>
      <div className="mt-8 grid gap-6 lg:grid-cols-[1.5fr_1fr] lg:gap-8">
        <section aria-labelledby="enquiry-heading" className="rounded-card bg-card p-5 shadow-card sm:p-8">
          <h2 id="enquiry-heading" className="text-lg font-semibold text-ink">
            {c.formHeading}
          </h2>
          <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4 sm:grid-cols-2">
            <TextField label={c.name} autoComplete="name" error={errors.name?.message} {...register('name')} />
            <TextField label={c.email} type="email" inputMode="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
            <TextField
              label={c.contactNo}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              error={errors.contactNo?.message}
              className="sm:col-span-2"
              {...register('contactNo')}
            />
            <TextAreaField
              label={c.message}
              rows={4}
              placeholder={c.messagePlaceholder}
              error={errors.message?.message}
              className="sm:col-span-2"
              {...register('message')}
            />
            <div className="sm:col-span-2">
              <Button type="submit" className="w-full sm:w-auto sm:min-w-44" disabled={send.isPending}>
                {send.isPending ? c.busy : c.submit}
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
