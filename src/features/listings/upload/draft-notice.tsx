import { Button } from '../../../ui/button.tsx';
import { uploadCopy } from './copy.ts';

const c = uploadCopy;

/** Says the wizard came back from the device, with the way to start over. */
export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div role="status" className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-card border border-brand-200 bg-brand-50 px-4 py-3">
      <p className="text-sm text-brand-900">
        <span className="font-semibold">{c.draftRestored}</span> {c.draftKept}
      </p>
      <Button variant="secondary" onClick={onDiscard}>
        {c.discardDraft}
      </Button>
    </div>
  );
}
