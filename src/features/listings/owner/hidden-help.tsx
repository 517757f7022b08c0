import { Link } from 'react-router';
import { useT } from '#src/i18n/language-context.tsx';

/**
 * A listing a moderator hid, as its owner sees it: why (the moderator's words) and what to do. The moderation flow
 * offers a review on request: the owner fixes what the reason names (the price can be changed in place) and writes to
 * the team, by the Contact Us form or a reply to the e-mail that told them.
 */
export function HiddenHelp({ reason, asHeading = false }: { reason: string | undefined; asHeading?: boolean }) {
  const t = useT();
  // On the listing's page a heading (under its h1), so a screen reader finds it; in a card, a line.
  const Title = asHeading ? 'h2' : 'p';
  return (
    <div role="status" data-testid="hidden-help" className="space-y-1.5 rounded-control bg-danger-soft px-3 py-2 text-sm text-danger">
      <Title className={asHeading ? 'text-base font-bold' : 'font-semibold'}>{t('owner.hiddenTitle')}</Title>
      {reason ? <p>{t('owner.hiddenReason', { reason })}</p> : null}
      <p className="text-ink">{t('owner.hiddenWhat')}</p>
      <Link to="/contact-us" className="inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
        {t('owner.hiddenContact')}
      </Link>
    </div>
  );
}
