import { useCallback, useMemo } from 'react';
import type { Location } from './history.ts';
import { useRouter } from './router.tsx';

export interface NavigateOptions {
  /** Replace the current entry of the session history instead of adding one (Back skips it). */
  replace?: boolean | undefined;
  /** Left for the next page in its location (`useLocation().state`). */
  state?: unknown;
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

/** The location the page on screen shows (during a navigation's transition, still the old one). */
export function useLocation(): Location {
  return useRouter().location;
}

/** Goes to `to`, an in-app path with its query if any. The same function for the life of the router. */
export function useNavigate(): NavigateFunction {
  const { history } = useRouter();
  return useCallback((to, options = {}) => (options.replace ? history.replace(to, options.state) : history.push(to, options.state)), [history]);
}

/**
 * The query of the location on screen, and a setter that goes to the same path with a new query. The setter builds on
 * the history's newest path, not the one on screen, which may still be the last page's during a transition.
 */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams, options?: NavigateOptions) => void] {
  const { location, history } = useRouter();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => {
      const query = next.toString();
      navigate(`${history.location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [history, navigate],
  );
  return [params, setParams];
}
