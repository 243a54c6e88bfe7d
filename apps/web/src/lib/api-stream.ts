import { REQUEST_TIMEOUT_MS, pageMessages } from '@atiende/contracts';
import {
  announceUnauthorized,
  buildHeaders,
  buildUrl,
  notifyServerError,
  renewSession,
  unwrap,
} from './api-client';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { createSseParser, type ServerSentEvent } from './sse';

export interface EventStreamOptions {
  /** JSON-serialised. */
  body: unknown;
  signal?: AbortSignal;
  /**
   * The longest wait for the answer to start and, once it streams, between two of its chunks
   * (a slow answer that keeps arriving is never cut; a silent one is).
   */
  idleTimeoutMs?: number;
  onEvent: (event: ServerSentEvent) => void;
}

/** How the exchange ended: a stream read to its end, or a plain JSON answer (`data`). */
export type EventStreamResult = { kind: 'stream' } | { kind: 'json'; data: unknown };

const EVENT_STREAM = 'text/event-stream';

/**
 * POST `path` asking for server-sent events (docs/conventions.md#api headers, Bearer token, one
 * session renewal on a 401, the error envelope as ApiError), handing each event to `onEvent` as
 * it arrives. A server that answers JSON instead (no streaming there) gives its `data` back. The
 * one streaming call of the web app: the assistant's answers (docs/assistant.md#streaming).
 */
export async function apiEventStream(
  path: string,
  options: EventStreamOptions,
): Promise<EventStreamResult> {
  const watch = idleWatch(options);
  const step = <T>(run: () => Promise<T>) => guarded(run, watch, options.signal);
  const send = () => step(() => post(path, options, watch.signal));
  try {
    let response = await send();
    if (response.status === 401) {
      const refusal = await step(() => response.text());
      const renewal = await renewSession();
      if (!renewal.session) {
        // Still rate limited: the caller gets the 429, the session stays (as apiRequest does).
        if (renewal.rateLimited) throw renewal.rateLimited;
        announceUnauthorized();
        unwrap(response, refusal); // throws the 401's ApiError
      }
      watch.restart();
      response = await send();
      if (response.status === 401) announceUnauthorized();
    }
    const isStream = (response.headers.get('content-type') ?? '').includes(EVENT_STREAM);
    if (!response.ok || !isStream || !response.body) {
      const text = await step(() => response.text());
      try {
        return { kind: 'json', data: unwrap(response, text) };
      } catch (error) {
        if (error instanceof ApiError) notifyServerError(path, 'POST', error);
        throw error;
      }
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const parser = createSseParser();
    try {
      for (;;) {
        const { done, value } = await step(() => reader.read());
        if (done) return { kind: 'stream' };
        for (const event of parser.push(value)) options.onEvent(event);
      }
    } catch (error) {
      // A handler that refused an event, a time-out, a cancel: the rest of the body is not read.
      void reader.cancel().catch(() => undefined);
      throw error;
    }
  } finally {
    watch.stop();
  }
}

function post(path: string, options: EventStreamOptions, signal: AbortSignal): Promise<Response> {
  const headers = buildHeaders(path, options.body);
  headers.set('Accept', `${EVENT_STREAM}, application/json`);
  return globalThis.fetch(buildUrl(path, undefined), {
    method: 'POST',
    headers,
    body: JSON.stringify(options.body),
    credentials: 'include',
    signal,
  });
}

type IdleWatch = ReturnType<typeof idleWatch>;

/** A time-out that restarts on every sign of life, wired to one AbortController. */
function idleWatch(options: EventStreamOptions) {
  const controller = new AbortController();
  const limit = options.idleTimeoutMs ?? REQUEST_TIMEOUT_MS;
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, limit);
  };
  const forwardAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  restart();
  return {
    signal: controller.signal,
    restart,
    isTimedOut: () => timedOut,
    stop: () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', forwardAbort);
    },
  };
}

/**
 * One step of the exchange (the answer's start, a chunk): restarts the idle time-out when it
 * arrives, and turns a time-out or a cut line into ApiError; the caller's own cancel stays an abort.
 */
async function guarded<T>(
  run: () => Promise<T>,
  watch: IdleWatch,
  signal: AbortSignal | undefined,
): Promise<T> {
  try {
    const result = await run();
    watch.restart();
    return result;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (watch.isTimedOut()) {
      throw new ApiError(0, CLIENT_ERROR_CODES.timeout, pageMessages.requestErrors.timeout);
    }
    if (signal?.aborted) throw error;
    throw new ApiError(0, CLIENT_ERROR_CODES.network, pageMessages.requestErrors.networkError);
  }
}
