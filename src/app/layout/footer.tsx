import { Link } from 'react-router';
import { telHref, useSiteInfo } from '../../lib/site-info.ts';
import { layoutCopy } from './copy.ts';

const c = layoutCopy.footer;

/** SPEC section 2: Quick Links (Home, Properties, Services to /contact-us), the agent's phone and e-mail, the city. */
export function Footer() {
  const site = useSiteInfo();
  return (
    <footer className="mt-16 bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{layoutCopy.brand}</p>
          <p className="mt-2 text-sm text-brand-200">{c.tagline}</p>
        </div>
        <nav aria-label={c.quickLinks}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{c.quickLinks}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li><Link className="hover:text-white" to="/">{layoutCopy.home}</Link></li>
            <li><Link className="hover:text-white" to="/properties">{layoutCopy.properties}</Link></li>
            <li><Link className="hover:text-white" to="/contact-us">{c.services}</Link></li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{c.contact}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {site && (
              <>
                <li><a className="hover:text-white" href={telHref(site.agentPhone)}>{site.agentPhone}</a></li>
                <li><a className="hover:text-white" href={`mailto:${site.agentEmail}`}>{site.agentEmail}</a></li>
              </>
            )}
            <li>{site?.city ?? c.city}</li>
          </ul>
        </div>
      </div>
      <p className="border-t border-brand-800 py-4 text-center text-xs text-brand-300">
        © {new Date().getFullYear()} {layoutCopy.brand}. {c.rights}
      </p>
    </footer>
  );
}
