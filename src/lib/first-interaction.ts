import { whenIdle } from './idle.ts';

/**
 * What a reader does first on a page: a tap, a key, a scroll by finger, wheel or keyboard; a click or a change made
 * without either (an assistive technology's, a voice command's); and text put in a field without a key (pasted from
 * the phone's menu, voice typing, autofill): the list's answer to it waits for parts that load from here on.
 */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll', 'click', 'change', 'input'] as const;

/**
 * A reader who reads without touching the page still gets what waits for the first tap, this long after the page
 * started: the service worker and the catalogue are what let the app open and search on the train.
 */
const LATEST_START_MS = 10_000;

let started: Promise<void> | null = null;

/**
 * Starts listening for the reader's first interaction, once: the page's first script (src/boot.ts) calls it, so a
 * tap or scroll made before the app's code has arrived counts, and the 10 s run from then.
 */
export function watchFirstInteraction(): Promise<void> {
  started ??= new Promise<void>((resolve) => {
    const controller = new AbortController();
    const go = () => {
      controller.abort();
      window.clearTimeout(timer);
      resolve();
    };
    const timer = window.setTimeout(go, LATEST_START_MS);
    for (const type of INTERACTIONS) window.addEventListener(type, go, { capture: true, passive: true, signal: controller.signal });
    // A reader who leaves the page (another app, another tab) may not come back before the train.
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && go(), { signal: controller.signal });
  });
  return started;
}

/**
 * Runs `task` once the reader first interacts with the page (or leaves it, or after `LATEST_START_MS`), when the main
 * thread is next idle: the offline machinery and the worker's registration are not needed to read the first page, and
 * their code and requests stay out of the first load on a slow network. Idle, not in the event itself, so the tap's
 * own response comes first.
 */
export function afterFirstInteraction(task: () => void): void {
  void watchFirstInteraction().then(() => whenIdle(task));
}

let deferred: Promise<void> | null = null;

/**
 * The app's start (src/main.tsx) says when the code of parts a first page does not show at once may load: `later`,
 * the same moment as the rest of what waits. Until it says (the server's render, a test), nothing waits.
 */
export function deferLoadsUntil(later: (task: () => void) => void): void {
  deferred = new Promise((resolve) => later(resolve));
}

/**
 * `load`, for a `lazy` part that is in the server's HTML but not in sight (a phone's closed filter panel, the cost
 * calculator far down a listing): its code waits, and the server's markup stays as it is meanwhile (React hydrates
 * a boundary once its code is here); the first tap or scroll that could bring it into sight brings its code too.
 */
export function loadWhenDeferred<T>(load: () => Promise<T>): Promise<T> {
  if (!deferred) return load();
  const loading = deferred.then(load);
  waiting.add(loading);
  const done = () => void waiting.delete(loading);
  loading.then(done, done);
  return loading;
}

const waiting = new Set<Promise<unknown>>();

/**
 * Settles once every waiting part asked for so far has its code (or failed to get it) and React has taken it over. A
 * change of language waits for this: a part still showing the server's markup would otherwise be taken over in the
 * new language, its words not matching the markup's (src/i18n/language-context.tsx). Its code is not enough: React
 * takes each such part over in a render of its own once the code is here, done by the main thread's next idle moment.
 */
export function waitingPartsTakenOver(): Promise<void> {
  return Promise.allSettled([...waiting]).then(() => new Promise<void>((resolve) => whenIdle(resolve)));
}
