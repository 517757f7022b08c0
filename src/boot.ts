// The styles come with the HTML, not with the app's code: the server-rendered page paints with them.
import './fonts.css';
import './index.css';
import { holdEarlyTaps } from './app/server-render/early-taps.ts';
import { isServerRendered } from './app/server-render/server-state.ts';

/**
 * The page's first script. A page the server rendered (src/app/server-render) is painted before the app's code is
 * even requested, so on a slow network its photos and text are not competing with 120 KB of JavaScript, nor its
 * first paint with parsing it; the code then takes the markup over (hydration). The plain shell (offline, or a page
 * the server leaves to the browser) shows nothing until the app runs, so it starts at once.
 */
if (isServerRendered(document)) {
  const replayTaps = holdEarlyTaps(document);
  requestAnimationFrame(() => setTimeout(() => void import('./main.tsx').then((app) => app.startApp(replayTaps)), 0));
} else {
  void import('./main.tsx').then((app) => app.startApp());
}
