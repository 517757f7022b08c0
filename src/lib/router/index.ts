// The app's router: a small one of its own, for the reasons in docs/decisions/0067.
export { createBrowserHistory, createMemoryHistory, type Location, type NavigationHistory } from './history.ts';
export { useLocation, useNavigate, useSearchParams, type NavigateFunction, type NavigateOptions } from './hooks.ts';
export { Link, type LinkProps, Navigate, NavLink, type NavLinkProps } from './links.tsx';
export { matchPath, type Params } from './match-path.ts';
export { BrowserRouter, MemoryRouter, type RouteEntry, Router, Routes, StaticRouter, useParams } from './router.tsx';
