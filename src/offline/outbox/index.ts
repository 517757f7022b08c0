/** The outbox's outside (docs/decisions/0011): what the features use to queue an action and show what waits. */
export { queueAction, queueWishlistChange } from './queue.ts';
export { dismissRejection, type Rejection } from './outbox-snapshot.ts';
export { refusalError } from './refusal-error.ts';
export { VISITOR, type OutboxAction, type OutboxDetails } from './outbox-types.ts';
export { useOutbox } from './use-outbox.ts';
