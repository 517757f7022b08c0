import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeQueryClient, Providers } from '../../src/app/providers.tsx';

/** Renders one page at `path` inside the app's providers, with stand-in routes to observe navigation. */
export function renderPage(
  element: ReactNode,
  { path = '/', at = path, routes = {} }: { path?: string; at?: string; routes?: Record<string, ReactNode> } = {},
) {
  const client = makeQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter([{ path, element }, ...Object.entries(routes).map(([p, el]) => ({ path: p, element: el }))], { initialEntries: [at] });
  const view = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, client };
}
