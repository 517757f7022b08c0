/**
 * Where the device keeps the listings picked to compare (localStorage): the picks' store reads it, sign-out removes
 * it. A file of its own so sign-out's code carries this name and nothing else of compare.
 */
export const COMPARE_PICKS_KEY = 'mumbai-homes-compare';
