/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  isLanguageFile,
  isListingPhoto,
  LANGUAGE_CACHE,
  LANGUAGE_CACHE_MAX_ENTRIES,
  PHOTO_CACHE,
  PHOTO_CACHE_MAX_AGE_SECONDS,
  PHOTO_CACHE_MAX_ENTRIES,
  replayOnSync,
  SKIP_WAITING,
  syncOnPeriodicSync,
} from './offline/worker/index.ts';
import { openNotificationTarget, showPushNotification } from './sw-notifications.ts';

declare let self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every app route is the same shell. API and photo paths, and files such as /robots.txt, go to the server, as
// server/plugins/client.ts decides for a request without the worker.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/uploads\//, /^[^?]*\.[a-z0-9]+(\?.*)?$/i] }));

// A photo's URL never changes its bytes (the server marks them immutable), so the cached copy is always right.
const photos = new CacheFirst({
  cacheName: PHOTO_CACHE,
  plugins: [
    new ExpirationPlugin({ maxEntries: PHOTO_CACHE_MAX_ENTRIES, maxAgeSeconds: PHOTO_CACHE_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
    // An <img> asks another origin (the bucket) without CORS, and an opaque answer cannot be checked and counts
    // megabytes against the quota; asked with CORS (the bucket allows GET, docs/deploy.md) it is a plain 200.
    {
      requestWillFetch: async ({ request }) =>
        new URL(request.url).origin === self.location.origin ? request : new Request(request.url, { mode: 'cors', credentials: 'omit' }),
    },
  ],
});
registerRoute(
  ({ url }) => isListingPhoto(url, self.location.origin),
  // A bucket that refuses CORS still shows its photos online, only not offline.
  async (options) => photos.handle(options).catch(() => fetch(options.request)),
);
// A language file's name carries its hash, so a cached copy is always right. The page asks for every part of the
// reader's language once it is chosen (src/i18n/translator.ts), so every screen reads in it offline too.
registerRoute(
  ({ url }) => isLanguageFile(url, self.location.origin),
  new CacheFirst({
    cacheName: LANGUAGE_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: LANGUAGE_CACHE_MAX_ENTRIES, purgeOnQuotaError: true })],
  }),
);
// /api answers are never cached here: the client keeps its data per user in IndexedDB.

// Background Sync (Chromium): what the outbox holds is sent even if the app was closed before the network came back.
self.addEventListener('sync', replayOnSync);
// Periodic Background Sync (installed Chromium app): the catalogue follows the server while the app is closed.
self.addEventListener('periodicsync', syncOnPeriodicSync);

// Web Push: alerts for saved searches and booking changes, and where a tap on one leads.
self.addEventListener('push', showPushNotification);
self.addEventListener('notificationclick', openNotificationTarget);

self.addEventListener('message', (event) => {
  if (event.data?.type === SKIP_WAITING) void self.skipWaiting();
});

// The very first install takes the open page at once, so the photos of this first visit are cached too. An update
// never does: it waits for SKIP_WAITING, and the page reloads as the new worker takes over.
clientsClaim();
