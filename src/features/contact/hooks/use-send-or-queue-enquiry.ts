import { toast } from '#src/ui/toast.ts';
import type { EnquiryInput } from '#src/domain/enquiry.ts';
import { ApiError } from '#src/lib/api-client.ts';
import { useErrorMessage } from '#src/lib/error-words.ts';
import { newIdempotencyKey } from '#src/lib/idempotency-key.ts';
import { useKnownAuth } from '#src/lib/session.ts';
import { useOnline } from '#src/lib/use-online.ts';
import { queueEnquiry } from '../api/queue-enquiry.ts';
import { useSendEnquiry } from '../api/send-enquiry.ts';
import { useT } from '#src/i18n/language-context.tsx';

/**
 * Send now or queue, decided here once. Online, the enquiry goes to the server; offline, or when the request cannot
 * get through, the outbox sends it later, once (Idempotency-Key). `onDone` runs when it is sent or safely queued.
 */
export function useSendOrQueueEnquiry(): { submit: (input: EnquiryInput, onDone: () => void) => Promise<void>; pending: boolean } {
  const send = useSendEnquiry();
  const t = useT();
  const errorMessage = useErrorMessage();
  const auth = useKnownAuth();
  const online = useOnline();

  const submit = async (input: EnquiryInput, onDone: () => void): Promise<void> => {
    const queue = async (idempotencyKey?: string) => {
      await queueEnquiry(auth ? auth._id : null, input, idempotencyKey);
      toast.success(t('contact.queued'));
      onDone();
    };
    if (!online) return queue();
    const idempotencyKey = newIdempotencyKey();
    send.mutate(
      { input, idempotencyKey },
      {
        onSuccess: () => {
          toast.success(t('contact.sent'));
          onDone();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 0) void queue(idempotencyKey);
          else toast.error(errorMessage(err, t('contact.failed')));
        },
      },
    );
    return undefined;
  };
  return { submit, pending: send.isPending };
}
