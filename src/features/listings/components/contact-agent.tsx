import { telHref, useSiteInfo } from '../../../lib/site-info.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { detailCopy } from '../detail-copy.ts';

const c = detailCopy;

/** The configured agent, one tap to call or write (ARCHITECTURE section 7). */
export function ContactAgent() {
  const site = useSiteInfo();
  return (
    <section aria-labelledby="contact-agent" className="rounded-card bg-brand-50 p-5">
      <h2 id="contact-agent" className="text-base font-semibold text-ink">
        {c.contactAgent}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{c.contactHint}</p>
      {site && (
        <div className="mt-4 flex flex-col gap-2">
          <a href={telHref(site.agentPhone)} className={buttonClass('primary')} aria-label={`${c.call} ${site.agentPhone}`}>
            {site.agentPhone}
          </a>
          <a href={`mailto:${site.agentEmail}`} className={buttonClass('secondary')} aria-label={`${c.email} ${site.agentEmail}`}>
            {site.agentEmail}
          </a>
        </div>
      )}
    </section>
  );
}
