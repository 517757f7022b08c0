import { createContext, type ReactNode, startTransition, useContext, useLayoutEffect, useMemo, useState } from 'react';
import { createBrowserHistory, createMemoryHistory, createStaticHistory, type Location, type NavigationHistory } from './history.ts';
import { matchPath, type Params } from './match-path.ts';

const RouterContext = createContext<{ location: Location; history: NavigationHistory } | null>(null);
const ParamsContext = createContext<Params>({});

/** The router's state; a hook or link outside a router is a mistake in the app, not something to render around. */
export function useRouter() {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A router hook or link is used outside a router');
  return router;
}

/** The parameters of the route on screen (`:id` in its path). */
export function useParams(): Params {
  return useContext(ParamsContext);
}

/**
 * Follows `history`. A new location renders in a transition: the page on screen stays up (and usable) while the next
 * page's code and words load, instead of a loading state flashing in between; a location store read through
 * useSyncExternalStore could not do that, its updates always render at once (docs/decisions/0067).
 */
export function Router({ history, children }: { history: NavigationHistory; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => history.listen((next) => startTransition(() => setLocation(next))), [history]);
  const value = useMemo(() => ({ location, history }), [location, history]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

/** For tests: a history in memory, opened at the last of `initialEntries`. */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: readonly string[]; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

/** The server's render of one address (`location`: its path and query). */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const history = useMemo(() => createStaticHistory(location), [location]);
  return <Router history={history}>{children}</Router>;
}

export interface RouteEntry {
  path: string;
  element: ReactNode;
}

/** The element of the first route whose path matches the location (nothing when none does), with its parameters. */
export function Routes({ routes }: { routes: readonly RouteEntry[] }) {
  const { pathname } = useRouter().location;
  for (const route of routes) {
    const match = matchPath(route.path, pathname);
    if (match) return <ParamsContext value={match.params}>{route.element}</ParamsContext>;
  }
  return null;
}
