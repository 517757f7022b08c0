/**
 * What the app keeps on the device, as a whole: the IndexedDB connection helper every store uses, the prefix every
 * database name starts with, and sign-out's clearing of all of it (docs/decisions/0012).
 */
export { clearUserData } from './clear-user-data.ts';
export { lazyConnection } from './idb-connection.ts';
export { DB_PREFIX } from './names.ts';
export { trackWarmUp, warmUpSignal } from './warm-ups.ts';
