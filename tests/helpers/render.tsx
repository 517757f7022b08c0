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

/** A fetch that answers each call with the next of the given responses. */
export function fetchReplies(...replies: Array<{ status: number; body?: unknown } | 'network-down'>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const queue = [...replies];
  const fn = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    const next = queue.shift();
    if (!next) throw new Error(`unexpected fetch ${String(url)}`);
    if (next === 'network-down') throw new TypeError('Failed to fetch');
    return new Response(next.body === undefined ? '' : JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
  };
  return { fn, calls };
}
