/**
 * The first Intl format a renderer process makes starts the browser's whole Intl service (ICU): 30-50 ms on this
 * machine's CPU, one task four times that on a slow phone, just as the page comes alive. Started here in a worker
 * while the app's code is still on its way, it is done before the page formats its first price (decision 0070).
 * Where workers cannot run, the page starts the service itself on first use, as it always did.
 */
export function warmUpIntl(lang: string): void {
  try {
    const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module', name: 'intl-warm-up' });
    worker.postMessage(lang);
  } catch {
    // Nothing is lost: the first format on the page pays for the start instead.
  }
}
