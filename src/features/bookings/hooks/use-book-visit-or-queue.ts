import { toast } from '#src/ui/toast.ts';
import { useNavigate } from 'react-router';
import type { ListingSummary } from '#src/domain/catalogue.ts';
import { ApiError } from '#src/lib/api-client.ts';
import { useErrorMessage } from '#src/lib/error-words.ts';
import { useAuth } from '#src/lib/session.ts';
import { useOnline } from '#src/lib/use-online.ts';
import { type BookVisitRequest, useBookVisit } from '../api/book-visit.ts';
import { queueBookVisit } from '../api/queue-book-visit.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { useRequestKey } from '../use-request-key.ts';

/**
 * Send now or queue, decided here once. Online, the booking goes to the server; offline, or when the request cannot
 * get through, the outbox sends it later with the same Idempotency-Key, so it books once. Either way the user lands
 * on My bookings.
 */
export function useBookVisitOrQueue(property: ListingSummary): { submit: (request: BookVisitRequest) => Promise<void>; pending: boolean } {
  const navigate = useNavigate();
  const t = useT();
  const errorMessage = useErrorMessage();
  const book = useBookVisit();
  const keyFor = useRequestKey();
  const auth = useAuth();
  const online = useOnline();

  const submit = async (request: BookVisitRequest): Promise<void> => {
    const idempotencyKey = keyFor(request);
    const queue = async () => {
      if (!auth) return;
      await queueBookVisit(auth._id, request, idempotencyKey, property);
      toast.success(t('booking.queued'));
      await navigate('/my-bookings');
    };
    if (!online) return queue();
    book.mutate(
      { request, idempotencyKey },
      {
        onSuccess: () => {
          toast.success(t('booking.success'));
          void navigate('/my-bookings');
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 0) void queue();
          else toast.error(errorMessage(err, t('booking.failed')));
        },
      },
    );
    return undefined;
  };
  return { submit, pending: book.isPending };
}
