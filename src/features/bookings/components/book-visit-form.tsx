import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { isUpcoming, makeBookVisitSchema, pickupAllowed, todayInKolkata } from '#src/domain/booking.ts';
import type { ListingSummary } from '#src/domain/catalogue.ts';
import { DEFAULT_VISIT_HOURS, isInVisitHours, slotsOpenOn, type VisitHours, visitHoursValues, visitSlots } from '#src/domain/visit-hours.ts';
import { formatVisitTime } from '#src/domain/visit-time.ts';
import { useFieldError } from '#src/lib/error-words.ts';
import { useSiteInfo } from '#src/lib/site-info.ts';
import { Button } from '#src/ui/button.tsx';
import { inputClass } from '#src/ui/text-field.tsx';
import { useTranslator } from '#src/i18n/language-context.tsx';
import { useWordsIn } from '#src/i18n/words-in.ts';
import bookingWords from 'virtual:catalogue/en/booking';
import { visitHoursLine } from '../visit-hours-line.ts';
import { useBookVisitOrQueue } from '../hooks/use-book-visit-or-queue.ts';
import { Icon } from '#src/ui/icon.tsx';

/** The visit hours in Hindi, which an English reader also gets (as before the app had languages). */
function HindiHours({ hours }: { hours: VisitHours }) {
  return <p lang="hi">{visitHoursLine(hours, useWordsIn('hi', bookingWords))}</p>;
}
/** Date (not before today in Mumbai) and a slot in office hours, pickup for sale listings only. */
export function BookVisitForm({ property }: { property: ListingSummary }) {
  const bookOrQueue = useBookVisitOrQueue(property);
  const translator = useTranslator();
  const { lang, t } = translator;
  const fieldError = useFieldError();
  const offersPickup = pickupAllowed(property.type);
  const today = todayInKolkata(new Date());
  // The server's settings when known (also offline, from the saved answer); the defaults it ships with until then.
  const hours = useSiteInfo()?.visitHours ?? DEFAULT_VISIT_HOURS;
  // The server also refuses a time out of hours or already gone today; say so before sending, in its words.
  const schema = useMemo(
    () =>
      makeBookVisitSchema(today)
        .refine((v) => isInVisitHours(v, hours), { message: 'outsideVisitHours', path: ['bookingTime'] })
        .refine((v) => isUpcoming(v, new Date()), { message: 'timePassed', path: ['bookingTime'] }),
    [today, hours],
  );
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { propertyId: property._id, bookingDate: '', bookingTime: '', pickup: false },
  });
  const ids = { date: useId(), time: useId(), error: useId(), pickupHint: useId(), hours: useId() };
  const chosenDate = watch('bookingDate');
  // Before a day is chosen every slot is shown; then only those still ahead that day (none on a closed day).
  const slots = chosenDate ? slotsOpenOn(chosenDate, hours, new Date()) : visitSlots(hours);
  // Both fields share the spec's one message; say it once, under the pair.
  const slotError = errors.bookingDate?.message ?? errors.bookingTime?.message ?? errors.propertyId?.message;

  const onSubmit = handleSubmit((values) => bookOrQueue.submit({ ...values, pickup: offersPickup && values.pickup }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-card bg-card p-5 shadow-card sm:p-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.date} className="mb-1.5 block text-sm font-medium text-ink">
            {t('booking.date')}
          </label>
          <input
            id={ids.date}
            type="date"
            min={today}
            className={inputClass}
            aria-invalid={errors.bookingDate ? true : undefined}
            aria-describedby={errors.bookingDate ? ids.error : undefined}
            {...register('bookingDate')}
          />
        </div>
        <div>
          <label htmlFor={ids.time} className="mb-1.5 block text-sm font-medium text-ink">
            {t('booking.time')}
          </label>
          <select
            id={ids.time}
            className={inputClass}
            aria-invalid={errors.bookingTime ? true : undefined}
            aria-describedby={errors.bookingTime ? ids.error : ids.hours}
            {...register('bookingTime')}
          >
            <option value="">{t('booking.pickTime')}</option>
            {slots.map((time) => (
              <option key={time} value={time}>
                {formatVisitTime(time, lang)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div id={ids.hours} className="-mt-2 space-y-0.5 text-xs text-ink-soft">
        <p lang={lang}>
          {chosenDate && slots.length === 0 ? `${t('booking.noSlotsLeft')} ${visitHoursLine(hours, translator)}` : visitHoursLine(hours, translator)}
        </p>
        {/* An English reader also gets the line in Hindi, as before the app had languages. */}
        {lang === 'en' && (
          <Suspense fallback={null}>
            <HindiHours hours={hours} />
          </Suspense>
        )}
      </div>
      {slotError && (
        <p id={ids.error} role="alert" className="-mt-2 text-sm text-danger">
          {fieldError(slotError, slotError === 'outsideVisitHours' ? visitHoursValues(hours) : undefined)}
        </p>
      )}

      {offersPickup && (
        <div className="rounded-control border border-line p-3">
          <label className="flex items-center gap-3 text-sm font-medium text-ink">
            <input type="checkbox" className="size-5 accent-brand-700" aria-describedby={ids.pickupHint} {...register('pickup')} />
            {t('booking.pickup')}
          </label>
          <p id={ids.pickupHint} className="mt-1 pl-8 text-xs text-ink-soft">
            {t('booking.pickupHint')}
          </p>
        </div>
      )}

      <Button type="submit" className="w-full" disabled={bookOrQueue.pending}>
        {bookOrQueue.pending ? t('booking.busy') : t('booking.submit')}
      </Button>
      <p className="flex items-start gap-2 text-sm text-ink-muted">
        <Icon className="mt-0.5 size-4 shrink-0">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m3 7 9 6 9-6" />
        </Icon>
        {t('booking.emailNote')}
      </p>
    </form>
  );
}
