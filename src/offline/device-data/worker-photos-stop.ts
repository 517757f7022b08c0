import { FORGET_PHOTOS_IN_FLIGHT } from '../sw-contract.ts';

/**
 * Asks the service worker to stop its photo fetches under way and waits for its word that none can still write
 * (src/offline/worker/photo-sign-out.ts). Without a worker there is nothing to wait for; a worker that does not
 * answer (an older one, before it updates) is not waited on past `limitMs`.
 */
export async function stopWorkerPhotoFetches(limitMs = 5000): Promise<void> {
  const worker = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller;
  if (!worker) return;
  const channel = new MessageChannel();
  let timer: ReturnType<typeof setTimeout> | undefined;
  await new Promise<void>((resolve) => {
    timer = setTimeout(resolve, limitMs);
    channel.port1.onmessage = () => resolve();
    worker.postMessage({ type: FORGET_PHOTOS_IN_FLIGHT }, [channel.port2]);
  });
  clearTimeout(timer);
  channel.port1.close();
}
