import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MessageId } from '@lingui/core';
import { useT } from '#src/i18n/language-context.tsx';
import { Icon } from '#src/ui/icon.tsx';

const ICONS: Record<'home' | 'heart' | 'calendar' | 'bell', ReactNode> = {
  home: (
    <>
      <path d="M3 11l9-7 9 7M5 10v10h14V10" />
      <path d="M10 20v-6h4v6" />
    </>
  ),
  heart: <path d="M12 20s-7-4.4-9.2-8.6C1.3 8.4 3.1 5 6.5 5c2 0 3.6 1.1 5.5 3 1.9-1.9 3.5-3 5.5-3 3.4 0 5.2 3.4 3.7 6.4C19 15.6 12 20 12 20z" />,
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  bell: <path d="M6 17V11a6 6 0 1 1 12 0v6l2 2H4l2-2zM10 21h4" />,
};

const LINKS: { to: string; icon: ReactNode; title: MessageId; hint: MessageId }[] = [
  { to: '/my-properties', icon: ICONS.home, title: 'profile.myProperties', hint: 'profile.myPropertiesHint' },
  { to: '/wishlist', icon: ICONS.heart, title: 'profile.wishlist', hint: 'profile.wishlistHint' },
  { to: '/my-bookings', icon: ICONS.calendar, title: 'profile.myBookings', hint: 'profile.myBookingsHint' },
  { to: '/saved-searches', icon: ICONS.bell, title: 'profile.savedSearches', hint: 'profile.savedSearchesHint' },
];

/** The Quick Action to My Properties, with the wishlist and bookings beside it: before, only /properties' buttons led there. */
export function QuickAction() {
  const t = useT();
  return (
    <section aria-labelledby="quick-heading" className="rounded-card bg-card p-5 shadow-card sm:p-6">
      <h2 id="quick-heading" className="text-lg font-semibold text-ink">
        {t('profile.quickHeading')}
      </h2>
      <ul className="mt-4 space-y-3">
        {LINKS.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="group flex items-center gap-3 rounded-control border border-line p-3 hover:border-brand-300 hover:bg-brand-50">
              <span className="grid size-10 shrink-0 place-items-center rounded-control bg-brand-700 text-white">
                <Icon className="size-5" strokeLinecap="round" strokeLinejoin="round">
                  {l.icon}
                </Icon>
              </span>
              <span className="flex-1">
                <span className="block font-semibold text-ink">{t(l.title)}</span>
                <span className="block text-sm text-ink-muted">{t(l.hint)}</span>
              </span>
              <Icon className="size-4 text-ink-soft group-hover:text-brand-700" strokeLinecap="round">
                <path d="M9 6l6 6-6 6" />
              </Icon>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
