/**
 * docs/performance.md#early-requests: the answers a page's first screen needs, asked for by a
 * small script in the page's HTML while the app's code is still downloading. The script and the
 * app are separate bundles, so the requests meet on one global registry; the API client takes an
 * answer from it instead of asking again when the address and the Bearer token are the same.
 * Each answer is taken once and only for a short while: a later call asks the server again.
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

type Holder = { [EARLY_REQUESTS_GLOBAL]?: EarlyRequest[] };

function registry(): EarlyRequest[] {
  const holder = globalThis as Holder;
  return (holder[EARLY_REQUESTS_GLOBAL] ??= []);
}

/** Sends a GET now and keeps its answer for the app. */
export function sendEarly(url: string, headers: Headers, now: number = Date.now()): void {
  const response = globalThis.fetch(url, { headers, credentials: 'include' });
  // A network failure nobody takes must not be reported as an unhandled rejection.
  response.catch(() => undefined);
  registry().push({ url, authorization: headers.get('Authorization'), sentAt: now, response });
}

/**
 * The early answer to a GET of `url` sent with `authorization`, removed from the registry, or
 * null when there is none (or it is too old: the caller asks the server itself).
 */
export function takeEarlyResponse(
  url: string,
  authorization: string | null,
  now: number = Date.now(),
): Promise<Response> | null {
  const requests = registry();
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
