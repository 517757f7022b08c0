/**
 * Work the app does ahead of the user (the wishlist's photos, the list's next photos, the catalogue's sync) and that
 * writes to the device when it ends. Sign-out stops it all and waits for it before clearing: a fetch still under way
 * would otherwise land in the photo cache after it was emptied, and the next person on a shared phone would find it.
 */
let controller = new AbortController();
const running = new Set<Promise<unknown>>();

/** Pass to each fetch of a warm-up, and check before each step: it aborts at sign-out. */
export function warmUpSignal(): AbortSignal {
  return controller.signal;
}

/** Sign-out waits for `work` to end (it should stop soon after `warmUpSignal()` aborts). */
export function trackWarmUp<T>(work: Promise<T>): Promise<T> {
  running.add(work);
  const forget = () => running.delete(work);
  work.then(forget, forget);
  return work;
}

/**
 * Aborts every warm-up and waits until each has ended, at most `limitMs` (work that cannot be aborted, such as the
 * catalogue's sync in its worker, must not hold sign-out for ever). Warm-ups started afterwards get a fresh signal.
 */
export async function stopWarmUps(limitMs = 5000): Promise<void> {
  controller.abort();
  controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, limitMs);
  });
  await Promise.race([Promise.allSettled([...running]), limit]);
  clearTimeout(timer);
}
