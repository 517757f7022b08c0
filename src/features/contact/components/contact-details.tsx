import type { MessageId } from '@lingui/core';
import type { ReactNode } from 'react';
import { telHref, useSiteInfo } from '#src/lib/site-info.ts';
import { useWords } from '#src/i18n/language-context.tsx';
import '../contact-words.ts';

const PROMISES: MessageId[] = ['contact.promise1', 'contact.promise2', 'contact.promise3'];

function Item({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white/10 text-accent-400">
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          {icon}
        </svg>
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
  const t = useWords('contact');
  const site = useSiteInfo();
  return (
    <aside aria-labelledby="reach-heading" className="rounded-card bg-brand-900 p-6 text-brand-100 sm:p-8">
      <h2 id="reach-heading" className="text-lg font-semibold text-white">
        {t('contact.reachUs')}
      </h2>
      <ul className="mt-5 space-y-5">
        {site && (
          <>
            <Item label={t('contact.call')} icon={<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />}>
              <a href={telHref(site.agentPhone)} className="hover:underline">
                {site.agentPhone}
              </a>
            </Item>
            <Item
              label={t('contact.write')}
              icon={
                <>
                  <rect x="3" y="5" width="18" height="14" rx="2" />
                  <path d="M3 7l9 6 9-6" />
                </>
              }
            >
              <a href={`mailto:${site.agentEmail}`} className="break-all hover:underline">
                {site.agentEmail}
              </a>
            </Item>
          </>
        )}
        <Item
          label={t('contact.visit')}
          icon={
            <>
              <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
              <circle cx="12" cy="10" r="2.5" />
            </>
          }
        >
          {site ? <address className="not-italic">{site.officeAddress}</address> : t('contact.city')}
          <p className="text-sm font-normal text-brand-200">{t('contact.hours')}</p>
        </Item>
        {site && (
          <Item
            label={t('contact.rera')}
            icon={
              <>
                <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
                <path d="M8.5 12l2.5 2.5 4.5-5" />
              </>
            }
          >
            {site.agentRera}
          </Item>
        )}
      </ul>
      <ul className="mt-8 space-y-2.5 border-t border-white/10 pt-6 text-sm">
        {PROMISES.map((id) => t(id)).map((p) => (
          <li key={p} className="flex items-start gap-2">
            <svg
              viewBox="0 0 24 24"
              className="mt-0.5 size-4 shrink-0 text-accent-400"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d="M5 12l5 5 9-10" />
            </svg>
            {p}
          </li>
        ))}
      </ul>
    </aside>
  );
}
