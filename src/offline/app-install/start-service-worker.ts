/** Registers the service worker; its code (Workbox's window side, the update toast) loads only now, outside the first load. */
export function startServiceWorker(): void {
  void import('./register-sw.ts').then((sw) => sw.registerServiceWorker());
}
