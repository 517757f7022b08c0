import type { ErrorValues } from '../../lib/api-client.ts';

/**
 * What the server said when it refused a queued action: its English `message` (none when it sent no readable answer)
 * and its `code` (with `values`), plain data, as it crosses from the service worker to the pages; a screen says the
 * code in the reader's language.
 */
export interface Refusal {
  status: number;
  message?: string | undefined;
  code?: string | undefined;
  values?: ErrorValues | undefined;
}

/** A queued action is data, not a function: the page or the service worker can send it, today or after a restart. */
export interface OutboxRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  /** Same-origin API path, e.g. /api/property/bookvisit. */
  path: string;
  body?: unknown;
  /** Sent as the Idempotency-Key header, so a replay whose answer was lost is not applied twice. */
  idempotencyKey?: string;
}

/** The `userId` of an action a visitor made (an enquiry needs no account): it is sent whoever is signed in then. */
export const VISITOR = 'visitor';

export type OutboxKind = 'wishlist' | 'booking' | 'enquiry' | 'saved-search' | 'language';

/** What a screen shows about a waiting action (a property's name, a visit's date); never needed to send it. */
export type OutboxDetails = Record<string, string | number | boolean>;

export interface NewOutboxAction extends OutboxRequest {
  kind: OutboxKind;
  /** The user who did it: only their session may send it. */
  userId: string;
  details?: OutboxDetails;
}

export interface OutboxAction extends NewOutboxAction {
  /** Increasing: actions are sent in the order they were made. */
  id: number;
  createdAt: number;
  /** Actions that replace each other (one property's wishlist state) share this key. */
  coalesceKey?: string;
  /** Bumped when a later tap replaces the request, so a replay that sent the older one does not drop the newer. */
  revision: number;
}
