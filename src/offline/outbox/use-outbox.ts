import { useMemo, useSyncExternalStore } from 'react';
import { useKnownAuth } from '../../lib/session.ts';
import { getOutboxSnapshot, subscribeOutbox, type Rejection } from './outbox-snapshot.ts';
import { VISITOR, type OutboxAction, type OutboxKind } from './outbox-types.ts';

/** The signed-in user's (or, signed out, the visitor's) waiting actions of one kind, oldest first, and those of that kind the server refused. */
export function useOutbox(kind: OutboxKind): { waiting: OutboxAction[]; rejected: Rejection[] } {
  const snapshot = useSyncExternalStore(subscribeOutbox, getOutboxSnapshot, getOutboxSnapshot);
  const auth = useKnownAuth();
  const userId = auth ? auth._id : VISITOR;
  return useMemo(
    () => ({
      waiting: snapshot.actions.filter((a) => a.kind === kind && a.userId === userId),
      rejected: snapshot.rejections.filter((r) => r.action.kind === kind && r.action.userId === userId),
    }),
    [snapshot, kind, userId],
  );
}
