import { listingUiCopy as c } from './copy.ts';

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "Verified by our agent on 12 Nov 2026": set by an admin after a visit the agent held (issue 20). */
export function VerifiedBadge({ at }: { at: string | null }) {
  if (!at) return null;
  return (
    <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
      {c.verifiedOn(day.format(new Date(at)))}
    </span>
  );
}
