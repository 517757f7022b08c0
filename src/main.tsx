import { hydrate } from '@tanstack/react-query';
import type { Lang } from './domain/languages.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterFirstInteraction, deferLoadsUntil, waitingPartsTakenOver } from './lib/first-interaction.ts';
import { afterLoad, whenIdle, yieldToMain } from './lib/idle.ts';
import { makeQueryClient, Providers } from './app/providers.tsx';
import { AppRoutes, matchRoute } from './app/router.tsx';
import { readServerState } from './app/server-render/server-state.ts';
import { LanguageProvider } from './i18n/language-context.tsx';
import { preferredLang, renderedLang } from './i18n/remembered-lang.ts';
import { keepLanguageAtHand, loadTranslator } from './i18n/translator.ts';
import { startServiceWorker } from './offline/app-install/index.ts';
import { startOffline } from './offline/index.ts';
import { persistOptions } from './offline/persisted-cache/index.ts';

/** Starts the app (src/boot.ts calls it); `onPageShown` runs once it has taken the page over. */
export async function startApp(onPageShown?: () => void) {
  // This runs in the task that evaluated the app's code (the import's promise settles there): the setup starts in the next.
  await yieldToMain();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');

  const queryClient = makeQueryClient();
  const serverState = readServerState(document);
  if (serverState) hydrate(queryClient, serverState);
  const fromServer = new Set(serverState?.queries.map((q) => q.queryHash));
  // Reading the reader's language asks the browser for the device's storage and its cookies, each a wait of its own:
  // apart from the query cache's setup, neither task passes 50 ms on a slow phone.
  await yieldToMain();
  // A page the server rendered is taken over in the language it was rendered in (its words must match); the reader's
  // own choice, if it differs (a choice made before the cookie existed), follows once the page is shown.
  const preferred = preferredLang();
  const lang = serverState ? renderedLang(document) : preferred;
  const translator = loadTranslator(lang);
  let pageShown = () => {};
  const shown = new Promise<void>((resolve) => {
    pageShown = resolve;
  });
  // What can wait (the outbox, the catalogue, the wishlist's listings and photos fetched ahead for the train, the
  // worker, the toasts): a page the server rendered, online, shows all it needs, and the rest waits for the reader's
  // first tap (decision 0066). The plain shell (offline, or a page the server leaves to the browser) and a page
  // opened offline may need the device's data to show anything: it starts once the page has loaded.
  const later = serverState && navigator.onLine ? afterFirstInteraction : afterLoad;
  // A part whose code waits cannot change language until its code is here: a switch to the reader's own language,
  // due once the page is shown, brings it then.
  deferLoadsUntil(preferred === lang ? later : (release) => void shown.then(release));
  // The network state: a page the server rendered was online a moment ago, so it waits for the main thread's first
  // idle moment instead of competing with the hydration; the plain shell needs it before its first render.
  if (serverState) whenIdle(() => startOffline(queryClient, later));
  else startOffline(queryClient, later);
  later(() => void import('./app/prefetch-wishlist.ts').then((prefetch) => prefetch.startWishlistPrefetch(queryClient)));
  // The code's evaluation and the setup above were one task; the render starts in the next (Total Blocking Time counts
  // each task's time over 50 ms).
  await yieldToMain();

  // Its code loads when a reader first picks a language, not with the page.
  const saveForAccount = (chosen: Lang) =>
    void import('./features/profile/api/queue-account-lang.ts').then(({ queueAccountLang }) => queueAccountLang(queryClient, chosen));
  const showPage = () => {
    onPageShown?.();
    pageShown();
    later(() => keepLanguageAtHand(lang));
  };
  const app = (
    <StrictMode>
      <LanguageProvider initial={await translator} later={{ lang: preferred, after: shown }} onChoose={saveForAccount} beforeSwitch={waitingPartsTakenOver}>
        <Providers client={queryClient} persistOptions={persistOptions} fromServer={fromServer} showToasts={later}>
          <BrowserRouter>
            <AppRoutes onPageShown={showPage} />
          </BrowserRouter>
        </Providers>
      </LanguageProvider>
    </StrictMode>
  );

  // In a transition, React renders in slices and lets the browser breathe between them: a slow phone's main thread
  // is never blocked for long while the page starts (Lighthouse's Total Blocking Time).
  if (serverState) {
    // The server rendered this page (src/app/server-render): the browser takes that markup over once the page's code
    // (and with it its words, decision 0043) is here, instead of painting it again.
    void matchRoute(window.location.pathname)
      .route.page()
      // With the page's code come its words, in the language the server rendered it in (the page would wait for them).
      .then((page) => loadTranslator(lang, page.words))
      .finally(() => startTransition(() => void hydrateRoot(root, app)));
  } else {
    startTransition(() => createRoot(root).render(app));
  }

  // After the page has loaded, as Workbox advises: the worker's precache downloads must not compete with the first
  // render on a slow network, and its code stays out of the first load. Then when the main thread is idle, or, on a
  // page the server rendered, at the reader's first tap.
  afterLoad(() => later(startServiceWorker));
}
