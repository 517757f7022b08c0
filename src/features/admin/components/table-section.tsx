import type { ReactNode } from 'react';
import { Button } from '../../../ui/button.tsx';
import { adminCopy } from '../copy.ts';

/** A titled card with the table's search box beside the title. */
export function TableSection({ id, heading, search, children }: { id: string; heading: string; search: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card bg-card p-4 shadow-card sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id={id} className="text-lg font-semibold text-ink">
          {heading}
        </h2>
        {search}
      </div>
      {children}
    </section>
  );
}

/** SPEC section 9: the table scrolls inside 500 px; focusable so a keyboard can scroll it too. */
export function ScrollArea({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div tabIndex={0} role="region" aria-labelledby={labelledBy} className="mt-3 max-h-[500px] overflow-auto rounded-control border border-line">
      {children}
    </div>
  );
}

/** SPEC section 8 only logs admin load errors; the table still says it has nothing and offers a retry. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="py-10 text-center">
      <p className="text-ink-muted">{text}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {adminCopy.retry}
      </Button>
    </div>
  );
}

export const thClass = 'sticky top-0 z-10 border-b border-line bg-surface px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-ink-muted';
export const tdClass = 'border-b border-line px-4 py-3 align-middle';
