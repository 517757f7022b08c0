import type { ListingSummary } from '../../../domain/catalogue.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { Button } from '../../../ui/button.tsx';
import { useConfirmListing } from '../api/confirm-listing.ts';
import { confirmCopy as c } from '../confirm-copy.ts';
const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** On each of the owner's cards: when they last said it is available, and the one tap that says so again (issue 20). */
export function ConfirmAvailable({ property }: { property: ListingSummary }) {
  const confirm = useConfirmListing();
  const failed = confirm.error instanceof ApiError && confirm.error.status === 0 ? c.confirmOffline : confirm.error ? c.confirmFailed : null;
  return (
    <div className="space-y-1.5 border-t border-line pt-2">
      <p className="text-xs text-ink-muted">{c.lastConfirmed(day.format(new Date(property.confirmedAt)))}</p>
      <Button
        variant="secondary"
        className="w-full"
        disabled={confirm.isPending}
        aria-label={c.confirmFor(property.propertyName)}
        onClick={() => confirm.mutate(property._id)}
      >
        {confirm.isPending ? c.confirming : c.confirm}
      </Button>
      {confirm.isSuccess && (
        <p role="status" className="text-xs text-success-strong">
          {confirm.data.message}
        </p>
      )}
      {failed && (
        <p role="alert" className="text-xs text-danger">
          {failed}
        </p>
      )}
    </div>
  );
}
