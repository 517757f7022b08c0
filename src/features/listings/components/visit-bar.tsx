import { Link } from 'react-router';
import { telHref, useSiteInfo } from '#src/lib/site-info.ts';
import { buttonClass } from '#src/ui/button.tsx';
import { useT } from '#src/i18n/language-context.tsx';

/**
 * Book Visit, and on phones Call agent beside it: a bar fixed to the bottom of a phone's screen, so the two things a
 * buyer came for are a thumb away however far they scroll; from lg up it is the side card's button.
 */
export function VisitBar({ propertyId }: { propertyId: string }) {
  const t = useT();
  const site = useSiteInfo();
  return (
    <div
      data-testid="visit-bar"
      className="fixed inset-x-0 bottom-0 z-20 flex gap-3 border-t border-line bg-card/95 p-3 shadow-card backdrop-blur lg:static lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
    >
      {site && (
        <a href={telHref(site.agentPhone)} className={buttonClass('secondary', 'flex-1 lg:hidden')}>
          {t('detail.callAgent')}
        </a>
      )}
      <Link to={`/book-visit/${propertyId}`} className={buttonClass('accent', 'flex-1 lg:w-full')}>
        {t('detail.bookVisit')}
      </Link>
    </div>
  );
}
