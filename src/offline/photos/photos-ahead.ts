// Its own file: the list asks the catalogue worker for this many first photos, and must not load the prefetch's code to know it.
/** The first photos of this many listings of the current filter: a few screens of cards, about 1 MB at 320 px. */
export const PHOTOS_AHEAD = 60;
