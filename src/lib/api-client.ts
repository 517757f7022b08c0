/** A request that got no answer at all (issue 17): the user's input stays where it was. */
export const NO_CONNECTION = 'No connection: nothing was lost, try again when you are back online';

/** Where the API lives: the same origin by default, another host when VITE_API_URL is set at build time. */
const BASE = import.meta.env.VITE_API_URL ?? '';

/** The full URL of an API path, for callers that use fetch directly (the offline outbox, also run by the service worker). */
export function apiUrl(path: string): string {
  return `${BASE}${path}`;
}

/** A failed call: the HTTP status (0 when the network failed) and the server's `message`, if it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
  ) {
    super(serverMessage ?? `Request failed (${status})`);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function messageFrom(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message;
  return undefined;
}

/** fetch with cookies, JSON in and out, and every failure turned into an ApiError. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let res: Response;
  try {
    res = await fetch(apiUrl(path), { method: options.method ?? 'GET', headers, body, credentials: 'include', signal: options.signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, undefined);
  }
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, messageFrom(parseOrUndefined(text)));
  // The response shapes are our own server's contract (docs/api.md), checked by the API tests.
  const data: T = text ? JSON.parse(text) : undefined;
  return data;
}

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The request never reached the server (offline, or a connection that looks alive but is dead: a train between stations). */
export function isNoConnection(err: unknown): boolean {
  return err instanceof ApiError && err.status === 0;
}

/**
 * SPEC section 8's pattern: the server's message when it sent one, else the screen's own fallback. A request that
 * got no answer says so instead (`offline`, where the screen has words of its own for it): the screen's generic
 * failure would blame the server for the network.
 */
export function errorMessage(err: unknown, fallback: string, offline = NO_CONNECTION): string {
  if (isNoConnection(err)) return offline;
  return err instanceof ApiError && err.serverMessage ? err.serverMessage : fallback;
}
