import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { makeQueryClient, Providers } from '../../src/app/providers.tsx';
import { LanguageProvider } from '../../src/i18n/language-context.tsx';
import { englishTranslator, type Translator } from '../../src/i18n/translator.ts';
import { siteInfoQueryOptions } from '../../src/lib/site-info.ts';
import { SITE } from '../component/listings/api-replies.ts';

/** The toasts' place at once, as it is once the reader has tapped in the app. */
const showAtOnce = (show: () => void) => show();

/** Renders one page at `path` inside the app's providers (English unless `translator` says otherwise), with stand-in routes to observe navigation. */
export function renderPage(
  element: ReactNode,
  {
    path = '/',
    at = path,
    routes = {},
    translator = englishTranslator,
  }: { path?: string; at?: string; routes?: Record<string, ReactNode>; translator?: Translator } = {},
) {
  const client = makeQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  // A test reads where the page went (`router.state.location`).
  const router = createMemoryRouter([{ path, element }, ...Object.entries(routes).map(([p, el]) => ({ path: p, element: el }))], { initialEntries: [at] });
  const view = render(
    <LanguageProvider initial={translator}>
      <Providers client={client} showToasts={showAtOnce}>
        <RouterProvider router={router} />
      </Providers>
    </LanguageProvider>,
  );
  return { ...view, router, client };
}

/** A card or other piece outside any page: a router and a query client that already knows the site's settings. */
export function CardShell({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    const c = new QueryClient({ defaultOptions: { queries: { gcTime: Number.POSITIVE_INFINITY, retry: false } } });
    c.setQueryData(siteInfoQueryOptions.queryKey, SITE.body);
    return c;
  });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}
