import { apiUrl, errorFrom } from '../../lib/api-client.ts';
import { OUTBOX_LOCK } from '../device-data/names.ts';
import { publishOutboxEvent } from './outbox-events.ts';
import { listActions, removeAction } from './outbox-store.ts';
import { VISITOR, type OutboxAction, type Refusal } from './outbox-types.ts';

export interface ReplayResult {
  sent: number;
  rejected: number;
  /** Why actions are still waiting, if any are. */
  stopped?: 'offline' | 'sign-in' | 'server';
}

type Fetch = typeof fetch;

let chain: Promise<unknown> = Promise.resolve();

/**
 * One replay at a time across every tab and the service worker (Web Locks), so no action is sent twice
 * in parallel. Where Web Locks are missing, replays in this context still queue behind each other.
 */
export function withReplayLock<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) return navigator.locks.request(OUTBOX_LOCK, run);
  const next = chain.then(run, run);
  chain = next.catch(() => undefined);
  return next;
}

function send(fetcher: Fetch, action: OutboxAction): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (action.body !== undefined) headers['Content-Type'] = 'application/json';
  if (action.idempotencyKey) headers['Idempotency-Key'] = action.idempotencyKey;
  return fetcher(apiUrl(action.path), {
    method: action.method,
    headers,
    body: action.body === undefined ? undefined : JSON.stringify(action.body),
    credentials: 'include',
  });
}

/**
 * The server's refusal as data. The service worker replays too and knows no reader's language: it passes the code on,
 * and the page says it (src/lib/error-words.ts); an answer without one gets the client's own `actionRefused`.
 */
async function refusalOf(res: Response): Promise<Refusal> {
  const answer = errorFrom(res.status, await res.text().catch(() => ''));
  if (answer.serverMessage === undefined) return { status: res.status, code: 'actionRefused' };
  return { status: res.status, message: answer.serverMessage, code: answer.code, values: answer.values };
}

/** Whose session this is; undefined when the network is down. */
async function signedInUser(fetcher: Fetch): Promise<string | false | undefined> {
  let res: Response;
  try {
    res = await fetcher(apiUrl('/api/auth/me'), { headers: { Accept: 'application/json' }, credentials: 'include' });
  } catch {
    return undefined;
  }
  if (res.status === 401) return false;
  if (!res.ok) return undefined;
  const me: unknown = await res.json();
  return me && typeof me === 'object' && '_id' in me && typeof me._id === 'string' ? me._id : false;
}

/**
 * Sends the queued actions in the order they were made. The same code runs in the page (at start, on
 * `online`) and in the service worker (Background Sync). Sent: removed. Refused with a 4xx: removed, and
 * the server's message published. Network down, 5xx, 408 or 429: kept, and the rest wait behind it so the
 * order holds. 401: kept until the user signs in again. Only the signed-in user's own actions (and a
 * visitor's enquiries) are sent.
 */
export function replayOutbox(fetcher: Fetch = fetch): Promise<ReplayResult> {
  return withReplayLock(async () => {
    const result: ReplayResult = { sent: 0, rejected: 0 };
    const actions = await listActions();
    if (actions.length === 0) return result;
    const session = await signedInUser(fetcher);
    if (session === undefined) return { ...result, stopped: 'offline' };
    let signInNeeded = false;
    for (const action of actions) {
      if (action.userId !== VISITOR && action.userId !== session) {
        // Another account's actions wait for that account; a lapsed session is asked to sign in again.
        if (session === false) signInNeeded = true;
        continue;
      }
      let res: Response;
      try {
        res = await send(fetcher, action);
      } catch {
        return { ...result, stopped: 'offline' };
      }
      if (res.ok) {
        await removeAction(action);
        result.sent += 1;
        publishOutboxEvent({ type: 'sent', action });
      } else if (res.status === 401) {
        publishOutboxEvent({ type: 'sign-in-needed' });
        return { ...result, stopped: 'sign-in' };
      } else if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
        const refusal = await refusalOf(res);
        await removeAction(action);
        result.rejected += 1;
        publishOutboxEvent({ type: 'rejected', action, ...refusal });
      } else {
        return { ...result, stopped: 'server' };
      }
    }
    if (signInNeeded) {
      publishOutboxEvent({ type: 'sign-in-needed' });
      return { ...result, stopped: 'sign-in' };
    }
    return result;
  });
}
