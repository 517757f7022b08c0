import { dehydrate, IsRestoringProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { LanguageProvider } from '../../i18n/language-context.tsx';
import type { Lang } from '../../domain/languages.ts';
import { loadLanguage, loadTranslator } from '../../i18n/translator.ts';
import { makeQueryClient, Providers } from '../providers.tsx';
import { AppRoutes } from '../router.tsx';
import { loadPageData, type GetJson } from './page-data.ts';
import { scriptSafeJson } from './server-state.ts';

export { SERVER_STATE_ID } from './server-state.ts';

// Every Hindi and Marathi part, once per process: any page may be asked for in any language (English comes with each page's code).
const languages = Promise.all([loadLanguage('hi'), loadLanguage('mr')]);

export interface RenderedPage {
  /** The app's markup for #root. */
  html: string;
  /** The query cache it was rendered from, as JSON safe inside a <script> element. */
  state: string;
}

/**
 * The server build's entry (vite.config.ts): renders a page to HTML in `lang` with the data it shows first, so a phone
 * paints the listings before any JavaScript has arrived, and the browser then hydrates the same markup (src/main.tsx).
 * Null when the page is left to the browser (page-data.ts). Gives up after `timeoutMs` rather than hold a request.
 */
export async function renderPage(href: string, getJson: GetJson, lang: Lang = 'en', timeoutMs = 2000): Promise<RenderedPage | null> {
  const url = new URL(href);
  const qc = makeQueryClient();
  // No garbage-collection timers on the server: the app's days-long gcTime would keep every request's cache alive.
  qc.setDefaultOptions({ queries: { ...qc.getDefaultOptions().queries, gcTime: Infinity } });
  if (!(await loadPageData(qc, url, getJson))) return null;
  await languages;
  const translator = await loadTranslator(lang);
  let failure: unknown;
  const { prelude } = await prerender(
    <StrictMode>
      <LanguageProvider initial={translator}>
        <Providers client={qc}>
          {/* The browser hydrates while it restores the device's cache: its queries must look the same as here. */}
          <IsRestoringProvider value={true}>
            <StaticRouter location={url.pathname + url.search}>
              <AppRoutes />
            </StaticRouter>
          </IsRestoringProvider>
        </Providers>
      </LanguageProvider>
    </StrictMode>,
    {
      signal: AbortSignal.timeout(timeoutMs),
      // Never outline a large boundary behind an inline script (the CSP allows none): the page comes whole, in order.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (err) => {
        failure ??= err;
      },
    },
  );
  // An error inside a Suspense boundary would leave its fallback in the HTML: the browser's own render is better than that.
  if (failure !== undefined) throw failure;
  const page = { html: await new Response(prelude).text(), state: scriptSafeJson(dehydrate(qc)) };
  qc.clear();
  return page;
}
