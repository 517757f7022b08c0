import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { APP_VERSION } from '../../lib/app-version.ts';
import { telHref, useSiteInfo } from '../../lib/site-info.ts';
import footerWords from 'virtual:catalogue/en/footer';
import { useT } from '../../i18n/language-context.tsx';
import { BRAND } from './copy.ts';
import { MAIL_GLYPH, PHONE_GLYPH, PLACE_GLYPH, REGISTRATION_GLYPH } from '../../ui/contact-glyphs.tsx';
import { Icon } from '../../ui/icon.tsx';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [footerWords];

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <Icon className="mt-0.5 size-4 shrink-0 text-accent-400" strokeLinecap="round" strokeLinejoin="round">
        {icon}
      </Icon>
      <span className="sr-only">{label}: </span>
      {children}
    </li>
  );
}

/** Quick Links (Home, Properties, Services to /contact-us), the agent's phone and e-mail, the city (in the office's address), and the agent's MahaRERA registration. */
export function Footer() {
  const site = useSiteInfo();
  const t = useT();
  return (
    <footer className="mt-16 bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1.4fr]">
        <div>
          <Link to="/" className="inline-flex items-center gap-2 text-lg font-bold text-white">
            <img src="/favicon.svg" alt="" width="28" height="28" />
            {BRAND}
          </Link>
          <p className="mt-3 max-w-xs text-sm leading-relaxed text-brand-200">{t('footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold uppercase tracking-wider text-white">
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <Link className="hover:text-white hover:underline" to="/">
                {t('shell.home')}
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to="/properties">
                {t('shell.properties')}
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to="/contact-us">
                {t('footer.services')}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t('footer.contact')}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            {site && (
              <>
                <Row label={t('footer.phone')} icon={PHONE_GLYPH}>
                  <a className="hover:text-white hover:underline" href={telHref(site.agentPhone)}>
                    {site.agentPhone}
                  </a>
                </Row>
                <Row label={t('footer.email')} icon={MAIL_GLYPH}>
                  <a className="break-all hover:text-white hover:underline" href={`mailto:${site.agentEmail}`}>
                    {site.agentEmail}
                  </a>
                </Row>
              </>
            )}
            <Row label={t('footer.location')} icon={PLACE_GLYPH}>
              {site ? <address className="not-italic">{site.officeAddress}</address> : <span>{t('footer.city')}</span>}
            </Row>
            {site && (
              <Row label={t('footer.rera')} icon={REGISTRATION_GLYPH}>
                <span>{t('footer.reraNumber', { number: site.agentRera })}</span>
              </Row>
            )}
          </ul>
        </div>
      </div>
      <p className="border-t border-brand-800 px-4 py-5 text-center text-xs text-brand-300">
        © {new Date().getFullYear()} {BRAND}. {t('footer.rights')}{' '}
        <span className="whitespace-nowrap">
          {t('footer.version')} {APP_VERSION}
        </span>
      </p>
    </footer>
  );
}
