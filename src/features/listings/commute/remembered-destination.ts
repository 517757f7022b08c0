// The reader lives below the features so the compare page can read the same remembered destination.
export {
  DESTINATION_STORAGE_KEY,
  parseDestination,
  type RememberedDestination,
  rememberDestination,
  rememberedDestination,
} from '#src/lib/remembered-destination.ts';
