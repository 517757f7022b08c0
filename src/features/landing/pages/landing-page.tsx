import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MessageId } from '@lingui/core';
import { useT, withWords } from '#src/i18n/language-context.tsx';
import { buttonClass } from '#src/ui/button.tsx';
import { LanguagePicker } from '#src/ui/language-picker.tsx';
import { usePageTitle } from '#src/ui/use-page-title.ts';
import { CommercialArt, LandArt, ResidentialArt } from '../components/category-art.tsx';
import { HeroArt } from '../components/hero-art.tsx';
import { icons } from '../components/icons.tsx';
import landingWords from 'virtual:catalogue/en/landing';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [landingWords];

// Its own chunk, as /properties' filter panel: in the server's HTML at once, its code (the cards') not in the page's first load.
// The search is a plain GET form: from the server's HTML it works before its code arrives, so that code waits too.
// Asked for as this module loads, not at first render: after a client-side navigation it is there with the page.
const quickSearch = import('../components/quick-search.tsx');
const QuickSearch = lazy(() => quickSearch.then((m) => ({ default: m.QuickSearch })));
const NewestListings = lazy(() => import('../components/newest-listings.tsx').then((m) => withWords(m.words, m.NewestListings)));

type Tile = { title: MessageId; body: MessageId };

const STATS: Tile[] = [
  { title: 'landing.stat1Title', body: 'landing.stat1Body' },
  { title: 'landing.stat2Title', body: 'landing.stat2Body' },
  { title: 'landing.stat3Title', body: 'landing.stat3Body' },
];
const CATEGORIES: Tile[] = [
  { title: 'landing.cat1Title', body: 'landing.cat1Body' },
  { title: 'landing.cat2Title', body: 'landing.cat2Body' },
  { title: 'landing.cat3Title', body: 'landing.cat3Body' },
];
const SERVICES: Tile[] = [
  { title: 'landing.service1Title', body: 'landing.service1Body' },
  { title: 'landing.service2Title', body: 'landing.service2Body' },
  { title: 'landing.service3Title', body: 'landing.service3Body' },
];
const LOANS: Tile[] = [
  { title: 'landing.loan1Title', body: 'landing.loan1Body' },
  { title: 'landing.loan2Title', body: 'landing.loan2Body' },
  { title: 'landing.loan3Title', body: 'landing.loan3Body' },
];
const STAT_ICONS = [icons.grid, icons.headset, icons.shield];
const CATEGORY_ART = [<ResidentialArt key="r" />, <CommercialArt key="c" />, <LandArt key="l" />];
const SERVICE_ICONS = [icons.rupee, icons.truck, icons.roller];
const LOAN_ICONS = [icons.wallet, icons.briefcase, icons.house];

function Section({ id, heading, lead, children, action }: { id: string; heading: string; lead: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h2 id={id} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {heading}
          </h2>
          <p className="mt-2 text-base leading-relaxed text-ink-muted">{lead}</p>
        </div>
        {action}
      </div>
      <div className="mt-8 sm:mt-10">{children}</div>
    </section>
  );
}

export default function LandingPage() {
  const t = useT();
  usePageTitle(t('landing.title'));

  return (
    <>
      <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-brand-900 text-white">
        <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,var(--color-brand-600),transparent_55%)] opacity-70" />
        <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 pb-14 pt-6 sm:pt-10 lg:grid-cols-[1.1fr_1fr] lg:gap-14 lg:pb-20">
          <div>
            <LanguagePicker tone="dark" />
            <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-accent-400 sm:mt-8">{t('landing.eyebrow')}</p>
            <h1 id="hero-heading" className="mt-3 text-balance text-[2rem] font-extrabold leading-tight tracking-tight sm:text-5xl sm:leading-[1.1]">
              {t('landing.heading')}
            </h1>
            <div className="mt-6 max-w-xl">
              <Suspense fallback={null}>
                <QuickSearch />
              </Suspense>
            </div>
            <p className="mt-6 max-w-xl text-base leading-relaxed text-brand-100 sm:text-lg">{t('landing.lead')}</p>
            <Link to="/line" className="mt-3 inline-flex items-center gap-1.5 font-semibold text-accent-400 underline-offset-4 hover:underline">
              {t('landing.lineLink')}
              {icons.arrow}
            </Link>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to="/properties" className={buttonClass('accent', '', 'lg')}>
                {t('landing.explore')}
                {icons.arrow}
              </Link>
              <Link to="/contact-us" className={buttonClass('inverse', '', 'lg')}>
                {t('landing.consult')}
              </Link>
            </div>
          </div>
          <div className="mx-auto w-full max-w-md lg:max-w-none">
            <HeroArt label={t('landing.art')} />
          </div>
        </div>
      </section>

      <section aria-label={t('landing.statsLabel')} className="mx-auto -mt-8 max-w-6xl px-4 sm:-mt-10">
        {/* The stats' titles are h3: this keeps the heading levels in order for screen-reader navigation. */}
        <h2 className="sr-only">{t('landing.statsLabel')}</h2>
        <ul className="relative grid gap-3 sm:grid-cols-3 sm:gap-4">
          {STATS.map((s, i) => (
            <li key={t(s.title)} className="flex gap-4 rounded-card bg-card p-5 shadow-card">
              <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">{STAT_ICONS[i]}</span>
              <div>
                <h3 className="font-semibold text-ink">{t(s.title)}</h3>
                <p className="mt-1 text-sm leading-relaxed text-ink-muted">{t(s.body)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <Suspense fallback={null}>
        <NewestListings />
      </Suspense>

      <Section
        id="categories-heading"
        heading={t('landing.categoriesHeading')}
        lead={t('landing.categoriesLead')}
        action={
          <Link to="/properties" className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800 hover:underline">
            {t('landing.viewAll')}
            {icons.arrow}
          </Link>
        }
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {CATEGORIES.map((cat, i) => (
            <li key={t(cat.title)} className="overflow-hidden rounded-card bg-card shadow-card">
              {CATEGORY_ART[i]}
              <div className="p-5">
                <h3 className="text-lg font-semibold text-ink">{t(cat.title)}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-ink-muted">{t(cat.body)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <div className="bg-card">
        <Section id="services-heading" heading={t('landing.servicesHeading')} lead={t('landing.servicesLead')}>
          <ul className="grid gap-5 md:grid-cols-3">
            {SERVICES.map((s, i) => (
              <li key={t(s.title)} className="flex flex-col rounded-card border border-line bg-surface p-6">
                <span className="grid size-12 place-items-center rounded-control bg-brand-700 text-white">{SERVICE_ICONS[i]}</span>
                <h3 className="mt-5 text-lg font-semibold text-ink">{t(s.title)}</h3>
                <p className="mt-1.5 flex-1 text-sm leading-relaxed text-ink-muted">{t(s.body)}</p>
                <Link to="/contact-us" className={buttonClass('primary', 'mt-6 self-start')}>
                  {t('landing.enquire')}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      </div>

      <Section id="loans-heading" heading={t('landing.loansHeading')} lead={t('landing.loansLead')}>
        <ul className="grid gap-5 md:grid-cols-3">
          {LOANS.map((l, i) => (
            <li key={t(l.title)} className="flex gap-4 rounded-card border-t-4 border-accent-500 bg-card p-5 shadow-card md:block md:p-6">
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-accent-100 text-accent-700">{LOAN_ICONS[i]}</span>
              <div>
                <h3 className="text-lg font-semibold text-ink md:mt-4">{t(l.title)}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-ink-muted">{t(l.body)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="cashback-heading" className="mx-auto max-w-6xl px-4">
        <div className="relative overflow-hidden rounded-card bg-accent-500 px-6 py-8 text-ink sm:px-10 sm:py-10">
          <div aria-hidden="true" className="absolute -right-10 -top-10 size-48 rounded-full bg-accent-400" />
          <div aria-hidden="true" className="absolute -bottom-16 right-24 size-40 rounded-full bg-accent-600/40" />
          <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
            <div className="flex flex-col gap-4 sm:flex-row">
              <span className="grid size-14 shrink-0 place-items-center rounded-full bg-card text-accent-700">{icons.gift}</span>
              <div>
                <p className="text-xs font-bold uppercase tracking-wider text-brand-900">{t('landing.cashbackBadge')}</p>
                <h2 id="cashback-heading" className="mt-1 text-xl font-bold tracking-tight sm:text-2xl">
                  {t('landing.cashbackHeading')}
                </h2>
                <p className="mt-1.5 max-w-xl text-sm leading-relaxed text-ink/80 sm:text-base">{t('landing.cashbackBody')}</p>
              </div>
            </div>
            <Link to="/contact-us" className={buttonClass('primary', 'shrink-0 self-start md:self-center')}>
              {t('landing.cashbackCta')}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="closing-heading" className="mx-auto max-w-6xl px-4 pt-14 sm:pt-20">
        <div className="rounded-card bg-brand-800 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
          <h2 id="closing-heading" className="text-balance text-2xl font-bold tracking-tight sm:text-4xl">
            {t('landing.closingHeading')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-100">{t('landing.closingBody')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/properties" className={buttonClass('accent', '', 'lg')}>
              {t('landing.browse')}
            </Link>
            <Link to="/contact-us" className={buttonClass('inverse', '', 'lg')}>
              {t('landing.contact')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
