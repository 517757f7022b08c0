import type { ListingSummary } from '../../domain/catalogue.ts';

/** What the page knows of the device's catalogue: its head (index.ts keeps it, catalogue-client.ts publishes it). */
export interface CatalogueView {
  /** How many listings the device holds, null for none (before the first read, or withheld past the device limit). */
  count: number | null;
  /** The server's listing version of the copy: what the page's reads of it are keyed by. */
  version: number;
  /** When the device last heard from the server (ms), null before the first sync. */
  syncedAt: number | null;
  /** The stations the listings cover (station indexes, both included), or null for every listing (decision 0020). */
  range: [number, number] | null;
  /** The browser refused the space for every listing: the device keeps the stretch browsed instead. */
  refused?: boolean;
  /**
   * Listings a page holds itself, where no catalogue worker holds them (a component test): the list filters them
   * here as it did before the worker searched, and whoever published them answers the other reads.
   */
  here?: ListingSummary[];
}
