import { Link } from 'react-router';
import { profileCopy } from '../copy.ts';

const c = profileCopy.quickAction;

export function QuickAction() {
  return (
    <section aria-labelledby="quick-heading" className="rounded-card bg-card p-5 shadow-card sm:p-6">
      <h2 id="quick-heading" className="text-lg font-semibold text-ink">
        {c.heading}
      </h2>
      <Link to="/my-properties" className="group mt-4 flex items-center gap-3 rounded-control border border-line p-3 hover:border-brand-300 hover:bg-brand-50">
        <span className="grid size-10 shrink-0 place-items-center rounded-control bg-brand-700 text-white">
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M3 11l9-7 9 7M5 10v10h14V10" />
            <path d="M10 20v-6h4v6" />
          </svg>
        </span>
        <span className="flex-1">
          <span className="block font-semibold text-ink">{c.myProperties}</span>
          <span className="block text-sm text-ink-muted">{c.myPropertiesHint}</span>
        </span>
        <svg
          viewBox="0 0 24 24"
          className="size-4 text-ink-soft group-hover:text-brand-700"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d="M9 6l6 6-6 6" />
        </svg>
      </Link>
    </section>
  );
}
