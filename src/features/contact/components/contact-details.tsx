import type { MessageId } from '@lingui/core';
import type { ReactNode } from 'react';
import { telHref, useSiteInfo } from '#src/lib/site-info.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { MAIL_GLYPH, PHONE_GLYPH, PLACE_GLYPH, REGISTRATION_GLYPH } from '#src/ui/contact-glyphs.tsx';
import { Icon } from '#src/ui/icon.tsx';

const PROMISES: MessageId[] = ['contact.promise1', 'contact.promise2', 'contact.promise3'];

function Item({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white/10 text-accent-400">
        <Icon className="size-5" strokeLinecap="round" strokeLinejoin="round">
          {icon}
        </Icon>
      </span>
      <div>
        <p className="text-xs font-semibold uppercase tracking-wider text-brand-200">{label}</p>
        <div className="mt-0.5 font-medium text-white">{children}</div>
      </div>
    </li>
  );
}

/** The agent's own phone and e-mail, the office and the agent's MahaRERA registration (all configured) beside the form, for people who would rather call. */
export function ContactDetails() {
  const t = useT();
  const site = useSiteInfo();
  return (
    <aside aria-labelledby="reach-heading" className="rounded-card bg-brand-900 p-6 text-brand-100 sm:p-8">
      <h2 id="reach-heading" className="text-lg font-semibold text-white">
        {t('contact.reachUs')}
      </h2>
      <ul className="mt-5 space-y-5">
        {site && (
          <>
            <Item label={t('contact.call')} icon={PHONE_GLYPH}>
              <a href={telHref(site.agentPhone)} className="hover:underline">
                {site.agentPhone}
              </a>
            </Item>
            <Item label={t('contact.write')} icon={MAIL_GLYPH}>
              <a href={`mailto:${site.agentEmail}`} className="break-all hover:underline">
                {site.agentEmail}
              </a>
            </Item>
          </>
        )}
        <Item label={t('contact.visit')} icon={PLACE_GLYPH}>
          {site ? <address className="not-italic">{site.officeAddress}</address> : t('contact.city')}
          <p className="text-sm font-normal text-brand-200">{t('contact.hours')}</p>
        </Item>
        {site && (
          <Item label={t('contact.rera')} icon={REGISTRATION_GLYPH}>
            {site.agentRera}
          </Item>
        )}
      </ul>
      <ul className="mt-8 space-y-2.5 border-t border-white/10 pt-6 text-sm">
        {PROMISES.map((id) => t(id)).map((p) => (
          <li key={p} className="flex items-start gap-2">
            <Icon className="mt-0.5 size-4 shrink-0 text-accent-400" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
              <path d="M5 12l5 5 9-10" />
            </Icon>
            {p}
          </li>
        ))}
      </ul>
    </aside>
  );
}
