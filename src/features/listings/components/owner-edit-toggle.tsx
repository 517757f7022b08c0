import { type ReactNode, Suspense, useState } from 'react';
import { Button } from '#src/ui/button.tsx';
import { Loading } from '#src/ui/loading.tsx';

export interface OwnerEditToggleProps {
  /** What the closed button shows. */
  shown: string;
  /** Its accessible name: starts with what it shows, so a voice user can say it, then names the listing. */
  label: string;
  /** What shows while the form's code arrives. */
  loading: string;
  /** The form, lazy; `done` closes it with the line to announce (empty when nothing changed). */
  form: (done: (saved: string) => void) => ReactNode;
}

/**
 * One of the owner's (or an admin's) in-place edits on My Properties and the listing's page (price, walk, deposit): a
 * button that opens its form, and once it is saved, the button again with a polite line saying so.
 */
export function OwnerEditToggle({ shown, label, loading, form }: OwnerEditToggleProps) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState('');
  if (open) {
    return (
      <Suspense fallback={<Loading text={loading} />}>
        {form((message) => {
          setSaved(message);
          setOpen(false);
        })}
      </Suspense>
    );
  }
  return (
    <div className="space-y-1.5">
      <Button
        variant="secondary"
        className="w-full"
        aria-label={label}
        onClick={() => {
          setSaved('');
          setOpen(true);
        }}
      >
        {shown}
      </Button>
      {saved && (
        <p role="status" className="text-xs text-success-strong">
          {saved}
        </p>
      )}
    </div>
  );
}
