import { Workbox } from 'workbox-window';
import { showUpdateToast } from './update-toast.tsx';

/** How often an open app asks the server for a new build, besides each return to the tab. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers src/sw.ts (docs/decisions/0009). A new build installs in the background and waits while the toast offers
 * Reload; Reload tells the waiting worker to take over, and every tab showing the toast reloads the moment the new
 * worker controls it, so no page runs old chunks against the new worker's precache.
 */
export function registerServiceWorker() {
  // The dev server has no built worker (vite-plugin-pwa devOptions are off): only production builds register.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });

  // Fires for a worker found by this page, by another tab, or already waiting when the page opened.
  wb.addEventListener('waiting', () => {
    // workbox-window's own `controlling` event says isUpdate=false on a page the first worker claimed; the plain event does not lie.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    showUpdateToast(async () => wb.messageSkipWaiting());
  });

  const check = () => {
    if (navigator.onLine) void wb.update().catch(() => undefined);
  };
  void wb.register().then(() => {
    setInterval(check, UPDATE_CHECK_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
  });
}
