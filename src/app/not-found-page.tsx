import { Link } from 'react-router';
import { buttonClass } from '../ui/button.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <div className="mx-auto max-w-md px-4 py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="mt-3 text-ink-muted">The page you asked for does not exist or has moved.</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/" className={buttonClass('primary')}>Go to Home</Link>
        <Link to="/properties" className={buttonClass('secondary')}>Browse Properties</Link>
      </div>
    </div>
  );
}
