/** Where the API lives: the same origin by default, another host when VITE_API_URL is set at build time. */
const BASE = import.meta.env.VITE_API_URL ?? '';

/** The full URL of an API path, for callers that use fetch directly (the offline outbox, also run by the service worker). */
export function apiUrl(path: string): string {
  return `${BASE}${path}`;
}

/** What a message says about one request (the minutes of a lock-out): numbers and words only. */
export type ErrorValues = Record<string, string | number>;

/**
 * A failed call: the HTTP status (0 when the network failed), the server's English `message` and its `code` (with the
 * code's `values`), if it sent them: a screen says the code in the reader's language (src/lib/error-words.ts).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly code: string | undefined = undefined,
    readonly values: ErrorValues | undefined = undefined,
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

function codeFrom(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'code' in data && typeof data.code === 'string') return data.code;
  return undefined;
}

/** The `values` of an error answer, keeping only numbers and strings: anything else is not ours to show. */
function valuesFrom(data: unknown): ErrorValues | undefined {
  const raw: unknown = data && typeof data === 'object' && 'values' in data ? data.values : undefined;
  if (!raw || typeof raw !== 'object') return undefined;
  const values: ErrorValues = {};
  for (const [key, value] of Object.entries(raw)) if (typeof value === 'string' || typeof value === 'number') values[key] = value;
  return values;
}

/** A refusal's answer (`{ message, code, values }`) as an ApiError; anything else leaves them out. */
export function errorFrom(status: number, text: string): ApiError {
  const data = parseOrUndefined(text);
  return new ApiError(status, messageFrom(data), codeFrom(data), valuesFrom(data));
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
  if (!res.ok) throw errorFrom(res.status, text);
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
