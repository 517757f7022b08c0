import { openDB, type DBSchema, type IDBPDatabase, type OpenDBCallbacks } from 'idb';

/**
 * One lazily opened connection per database that steps aside when someone else needs the database:
 * sign-out deletes it, and a delete waits for every open connection to close.
 */
export function lazyConnection<T extends DBSchema>(name: string, version: number, upgrade: OpenDBCallbacks<T>['upgrade']): () => Promise<IDBPDatabase<T>> {
  let pending: Promise<IDBPDatabase<T>> | null = null;
  return () => {
    if (!pending) {
      const opening = openDB<T>(name, version, {
        upgrade,
        blocking: () => {
          pending = null;
          void opening.then((db) => db.close());
        },
        terminated: () => {
          pending = null;
        },
      });
      pending = opening;
      opening.catch(() => {
        pending = null;
      });
    }
    return pending;
  };
}
