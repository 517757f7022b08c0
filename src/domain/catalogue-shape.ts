/** The stored tuples' shape, bumped when a place is added that old copies lack: a device holding another shape syncs afresh. */
export const CATALOGUE_SHAPE = 7;
