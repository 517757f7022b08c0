// The reader lives below the features so the compare page can read the same remembered destination.
export {
  DESTINATION_STORAGE_KEY,
  parseDestination,
  type RememberedDestination,
  rememberDestination,
  rememberedDestination,
} from '#src/lib/remembered-destination.ts';

/**
 * The filter panel's plain form sends this with its fields: Apply pressed before the app's code runs (a slow phone)
 * reaches the server as an address, and the list then remembers what the reader applied, as a pressed Apply does.
 */
export const APPLIED_BY_PANEL = { name: 'applied', value: 'panel' } as const;
