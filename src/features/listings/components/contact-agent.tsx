import { telHref, useSiteInfo } from '#src/lib/site-info.ts';
import { buttonClass } from '#src/ui/button.tsx';
import { useT } from '#src/i18n/language-context.tsx';

/** The configured agent, one tap to call or write. */
export function ContactAgent() {
  const t = useT();
  const site = useSiteInfo();
  return (
    <section aria-labelledby="contact-agent" className="rounded-card bg-brand-50 p-5">
      <h2 id="contact-agent" className="text-base font-semibold text-ink">
        {t('detail.contactAgent')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('detail.contactHint')}</p>
      {site && (
        <div className="mt-4 flex flex-col gap-2">
          <a href={telHref(site.agentPhone)} className={buttonClass('primary')} aria-label={`${t('detail.call')} ${site.agentPhone}`}>
            {site.agentPhone}
          </a>
          <a href={`mailto:${site.agentEmail}`} className={buttonClass('secondary')} aria-label={`${t('detail.email')} ${site.agentEmail}`}>
            {site.agentEmail}
          </a>
        </div>
      )}
    </section>
  );
}
