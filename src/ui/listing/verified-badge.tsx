import { listingUiCopy as c } from './copy.ts';

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "Verified by our agent on 12 Nov 2026": set by an admin after a visit the agent held (issue 20). */
export function VerifiedBadge({ at }: { at: string | null }) {
  if (!at) return null;
  return (
    <span title={c.verifiedTitle} className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
      <svg viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
        <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z" />
        <path d="M9 12l2 2 4-4" />
      </svg>
      {c.verifiedOn(day.format(new Date(at)))}
    </span>
  );
}
