/** Where the app is: the address's parts, and what the page that navigated here left for the next (e.g. a return path). */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

/** The list of addresses the router follows: the browser's own, one in memory (tests), or a fixed one (the server's render). */
export interface NavigationHistory {
  readonly location: Location;
  push(to: string, state?: unknown): void;
  replace(to: string, state?: unknown): void;
  /** Calls `listener` with each new location, the browser's Back and Forward included; returns the unsubscribe. */
  listen(listener: (location: Location) => void): () => void;
}

/** `to` (an in-app path, with its query and hash if any) as a location. */
function locationOf(to: string, state: unknown): Location {
  const url = new URL(to, 'http://app');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: state ?? null };
}

/**
 * What this router keeps in `history.state`: the page's own state under `usr`, as React Router kept it, so an entry
 * written before still gives its state back (a reload of /login keeps the page it returns to).
 */
function stateOf(entry: unknown): unknown {
  return typeof entry === 'object' && entry !== null && 'usr' in entry ? entry.usr : null;
}

/** The browser's address bar and session history. */
export function createBrowserHistory(): NavigationHistory {
  const listeners = new Set<(location: Location) => void>();
  const read = (): Location => ({
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    state: stateOf(window.history.state),
  });
  let location = read();
  const changed = () => {
    location = read();
    for (const listener of listeners) listener(location);
  };
  const write = (method: 'pushState' | 'replaceState', to: string, state: unknown) => {
    window.history[method]({ usr: state ?? null }, '', to);
    changed();
  };
  return {
    get location() {
      return location;
    },
    push: (to, state) => write('pushState', to, state),
    replace: (to, state) => write('replaceState', to, state),
    listen(listener) {
      if (listeners.size === 0) window.addEventListener('popstate', changed);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('popstate', changed);
      };
    },
  };
}

/** A session history in memory, starting at the last of `entries`: for tests, which have no address bar to share. */
export function createMemoryHistory(entries: readonly string[] = ['/']): NavigationHistory {
  const stack = (entries.length > 0 ? entries : ['/']).map((to) => locationOf(to, null));
  let index = stack.length - 1;
  const listeners = new Set<(location: Location) => void>();
  const go = (replace: boolean, to: string, state: unknown) => {
    const next = locationOf(to, state);
    if (replace) stack[index] = next;
    else {
      stack.splice(index + 1, stack.length, next);
      index += 1;
    }
    for (const listener of listeners) listener(next);
  };
  return {
    get location() {
      return stack[index] ?? locationOf('/', null);
    },
    push: (to, state) => go(false, to, state),
    replace: (to, state) => go(true, to, state),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The one address a server render shows: nothing navigates during a render (effects and handlers do not run there). */
export function createStaticHistory(to: string): NavigationHistory {
  const location = locationOf(to, null);
  const refuse = () => {
    throw new Error('A server render cannot navigate');
  };
  return { location, push: refuse, replace: refuse, listen: () => () => {} };
}
