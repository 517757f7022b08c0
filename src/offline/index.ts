/**
 * The offline module's outside (docs/architecture.md). Code outside src/offline imports this file or a sub-folder's
 * index.ts (outbox, persisted-cache, catalogue, photos, app-install, device-data, worker), never a file behind them
 * (.dependency-cruiser.cjs, rule offline-through-entry-files).
 */
export { OfflineBanner } from './offline-banner.tsx';
export { askPersistentStorage } from './persistent-storage.ts';
export { timeAgo } from './relative-time.ts';
export { startOffline } from './start-offline.ts';
