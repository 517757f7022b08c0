import { usePageTitle } from '../ui/use-page-title.ts';

/** Routes of SPEC section 2 whose screens later issues build; honest about it rather than blank. */
export default function PendingPage() {
  usePageTitle('Coming soon');
  return (
    <div className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">This screen is on its way</h1>
      <p className="mt-2 text-ink-muted">It is not part of this build yet.</p>
    </div>
  );
}
