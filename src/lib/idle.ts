/**
 * Runs `task` when the main thread is idle, or after `timeoutMs` at the latest: work the page does not need for its
 * first paint or first tap (the worker's registration, the wishlist's prefetch) stays out of the tasks a slow phone
 * runs while the page is taken over. Safari has no requestIdleCallback: there, the next task after a short wait.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout: timeoutMs });
  else setTimeout(task, 50);
}

/** Runs `task` once the page has loaded and the main thread is then idle. */
export function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') whenIdle(task);
  else window.addEventListener('load', () => whenIdle(task), { once: true });
}

/** Lets the browser run what waits (input, paint) before the next step: one long task becomes two shorter ones. */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
