// The styles come with the HTML, not with the app's code: the server-rendered page paints with them.
import './fonts.css';
import './index.css';
import { watchFirstInteraction } from './lib/first-interaction.ts';
import { holdEarlyTaps } from './app/server-render/early-taps.ts';
import { isServerRendered } from './app/server-render/server-state.ts';
import { warmUpIntl } from './lib/intl-warm-up.ts';

/**
 * The page's first script. A page the server rendered (src/app/server-render) is painted before the app's code is
 * even requested, so on a slow network its photos and text are not competing with 120 KB of JavaScript, nor its
 * first paint with parsing it; the code then takes the markup over (hydration). The plain shell (offline, or a page
 * the server leaves to the browser) shows nothing until the app runs, so it starts at once.
 */
/**
 * The app's code in two evaluations: React DOM's first, then the app's. Requested together, so neither waits for the
 * other on the network; evaluated one after the other, each in a task of its own. One module graph evaluates in one
 * task, and the whole app's was the longest task a slow phone ran as the page started (150 ms at 4x, most of it
 * V8 parsing and compiling), which Total Blocking Time counts past 50 ms (decision 0044).
 */
function loadApp() {
  const reactDom = import('react-dom/client');
  const app = import('./main.tsx');
  return reactDom.then(() => app);
}

warmUpIntl(document.documentElement.lang);

// What waits for the reader's first tap counts one made before the app's code is here.
void watchFirstInteraction();

if (isServerRendered(document)) {
  const replayTaps = holdEarlyTaps(document);
  requestAnimationFrame(() => setTimeout(() => void loadApp().then((app) => app.startApp(replayTaps)), 0));
} else {
  void loadApp().then((app) => app.startApp());
}
