import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '#src/i18n/language-context.tsx';

/**
 * A listing a moderator hid, as its owner sees it: why (the reason's kind in the reader's language, when the moderator
 * named one, and the moderator's own words, in whatever language they wrote them, quoted) and what to do. The moderation flow
 * offers a review on request: the owner fixes what the reason names (the price can be changed in place) and writes to
 * the team, by the Contact Us form or a reply to the e-mail that told them. A named region, not a heading: on the
 * listing's page it comes before the listing's h1.
 */
export function HiddenHelp({ reason, prominent = false, duplicate = false }: { reason: string | undefined; prominent?: boolean; duplicate?: boolean }) {
  const t = useT();
  const id = useId();
  const Box = prominent ? 'section' : 'div';
  return (
    // A region on the listing's page; in a card, where every hidden listing has one, a plain box (landmarks stay unique).
    <Box
      aria-labelledby={prominent ? id : undefined}
      data-testid="hidden-help"
      className="space-y-1.5 rounded-control bg-danger-soft px-3 py-2 text-sm text-danger"
    >
      <p id={id} className={prominent ? 'text-base font-bold' : 'font-semibold'}>
        {t('owner.hiddenTitle')}
      </p>
      <dl className="space-y-0.5">
        {duplicate ? (
          <div>
            <dt className="inline font-semibold">{t('owner.hiddenKind')}: </dt>
            <dd className="inline">{t('owner.hiddenKindDuplicate')}</dd>
          </div>
        ) : null}
        {reason ? (
          <div>
            <dt className="inline font-semibold">{t('owner.hiddenNote')}: </dt>
            <dd className="inline">
              <q>{reason}</q>
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="text-ink">{t('owner.hiddenWhat')}</p>
      <Link to="/contact-us" className="inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
        {t('owner.hiddenContact')}
      </Link>
    </Box>
  );
}
