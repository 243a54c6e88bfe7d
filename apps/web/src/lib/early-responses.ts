/**
 * docs/performance.md#early-requests: the answers a page's first screen needs, asked for by a
 * small script in the page's HTML while the app's code is still downloading. The script and the
 * app are separate bundles, so the requests meet on one global registry; the API client takes an
 * answer from it instead of asking again when the address and the Bearer token are the same.
 * Each answer is taken once and only for a short while: a later call asks the server again, and
 * an answer nobody took is discarded then (its body cancelled: a response never read stays an
 * open request in the browser). When the app's code runs first and starts calling (a busy phone
 * may run the page's modules before this small script), the script sends nothing: the app asks
 * for everything itself, once.
 */
export const EARLY_REQUESTS_GLOBAL = '__atiendeEarlyRequests';

/** How long after it was sent an early answer may stand in for a call. */
export const EARLY_RESPONSE_TTL_MS = 10_000;

interface EarlyRequest {
  url: string;
  authorization: string | null;
  sentAt: number;
  response: Promise<Response>;
}

interface Registry {
  /** Set by the API client's first call: from then on the app asks for itself. */
  isAppCalling: boolean;
  requests: EarlyRequest[];
}

type Holder = { [EARLY_REQUESTS_GLOBAL]?: Registry };

function registry(): Registry {
  const holder = globalThis as Holder;
  return (holder[EARLY_REQUESTS_GLOBAL] ??= { isAppCalling: false, requests: [] });
}

/** Whether early requests may still be sent (the app has not started calling yet). */
export function mayRequestEarly(): boolean {
  return !registry().isAppCalling;
}

/** Drops an answer nobody took, cancelling its body so the browser closes the request. */
function discard(request: EarlyRequest): void {
  const { requests } = registry();
  const index = requests.indexOf(request);
  if (index === -1) return;
  requests.splice(index, 1);
  request.response.then((response) => response.body?.cancel()).catch(() => undefined);
}

/** Sends a GET now and keeps its answer for the app (nothing once the app is calling). */
export function sendEarly(url: string, headers: Headers, now: number = Date.now()): void {
  if (!mayRequestEarly()) return;
  const response = globalThis.fetch(url, { headers, credentials: 'include' });
  // A network failure nobody takes must not be reported as an unhandled rejection.
  response.catch(() => undefined);
  const request = { url, authorization: headers.get('Authorization'), sentAt: now, response };
  registry().requests.push(request);
  const wait = Math.max(0, EARLY_RESPONSE_TTL_MS - (Date.now() - now));
  globalThis.setTimeout(() => discard(request), wait);
}

/**
 * Called by the API client before each call: the early answer to a GET of `url` sent with
 * `authorization`, removed from the registry, or null when there is none (or it is too old, or
 * the call is not a GET: the caller asks the server itself).
 */
export function takeEarlyResponse(
  method: string,
  url: string,
  authorization: string | null,
  now: number = Date.now(),
): Promise<Response> | null {
  const early = registry();
  early.isAppCalling = true;
  if (method !== 'GET') return null;
  const { requests } = early;
  const index = requests.findIndex(
    (request) =>
      request.url === url &&
      request.authorization === authorization &&
      now - request.sentAt < EARLY_RESPONSE_TTL_MS,
  );
  if (index === -1) return null;
  const [request] = requests.splice(index, 1);
  return request?.response ?? null;
}
