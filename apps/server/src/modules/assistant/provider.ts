import { AppError } from '../../platform/errors';
import {
  OutboundBlockedError,
  outboundRequest,
  outboundStream,
  type OutboundPolicy,
} from '../../platform/outbound';
import type { ChatMessage } from './answer-composer';

/**
 * An OpenAI-compatible chat-completions provider (docs/assistant.md#assistant-answers): JSON or
 * server-sent events, each call through the outbound guard (platform/outbound.ts), cut off after
 * the configured time-out, retried once when it failed before saying anything, and never more
 * than the configured number at once on this instance.
 */

export type ProviderSettings = {
  baseUrl: string;
  model: string;
  apiKey: string | null;
  temperature: number;
  maxTokens: number;
  timeoutMs: number;
};

export type Usage = { promptTokens: number; completionTokens: number };
export type Completion = { text: string; usage: Usage | null };

export type ProviderFailureKind = 'blocked' | 'timeout' | 'network' | 'status' | 'format';

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderFailureKind,
    readonly status: number | null = null,
    /** What had been streamed before the failure. */
    readonly partial = '',
    readonly usage: Usage | null = null,
  ) {
    super(`AI provider failed: ${kind}${status ? ` ${status}` : ''}`);
  }

  /** Worth a second try: the provider may answer next time, and nothing was said yet. */
  get retryable(): boolean {
    if (this.partial.length > 0) return false;
    if (this.kind === 'status') return this.status === 429 || (this.status ?? 0) >= 500;
    return this.kind === 'timeout' || this.kind === 'network';
  }
}

const MAX_RESPONSE_BYTES = 512 * 1024;

export function completionsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
}

export function headersOf(settings: Pick<ProviderSettings, 'apiKey'>): Record<string, string> {
  return {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
  };
}

function bodyOf(settings: ProviderSettings, messages: ChatMessage[], stream: boolean): string {
  return JSON.stringify({
    model: settings.model,
    messages,
    temperature: settings.temperature,
    max_tokens: settings.maxTokens,
    ...(stream ? { stream: true, stream_options: { include_usage: true } } : {}),
  });
}

export function failureOf(error: unknown, partial = '', usage: Usage | null = null): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof OutboundBlockedError) return new ProviderError('blocked');
  const name = (error as { name?: string } | undefined)?.name;
  const message = String((error as { message?: string } | undefined)?.message ?? '');
  const isTimeout =
    name === 'TimeoutError' || name === 'AbortError' || /timed out|aborted/i.test(message);
  return new ProviderError(isTimeout ? 'timeout' : 'network', null, partial, usage);
}

export type UsageJson = { prompt_tokens?: unknown; completion_tokens?: unknown } | null | undefined;

export function usageOf(raw: UsageJson): Usage | null {
  if (!raw || typeof raw !== 'object') return null;
  const prompt = Number(raw.prompt_tokens);
  const completion = Number(raw.completion_tokens);
  if (!Number.isFinite(prompt) && !Number.isFinite(completion)) return null;
  return {
    promptTokens: Number.isFinite(prompt) ? Math.max(0, Math.round(prompt)) : 0,
    completionTokens: Number.isFinite(completion) ? Math.max(0, Math.round(completion)) : 0,
  };
}

/** One JSON call. */
export async function completeChat(
  settings: ProviderSettings,
  messages: ChatMessage[],
  policy: OutboundPolicy,
): Promise<Completion> {
  let response;
  try {
    response = await outboundRequest(completionsUrl(settings.baseUrl), {
      policy,
      method: 'POST',
      headers: headersOf(settings),
      body: bodyOf(settings, messages, false),
      timeoutMs: settings.timeoutMs,
      maxResponseBytes: MAX_RESPONSE_BYTES,
    });
  } catch (error) {
    throw failureOf(error);
  }
  if (response.status !== 200) throw new ProviderError('status', response.status);
  let parsed: { choices?: Array<{ message?: { content?: unknown } }>; usage?: UsageJson };
  try {
    parsed = JSON.parse(response.body);
  } catch {
    throw new ProviderError('format', response.status);
  }
  const text = parsed.choices?.[0]?.message?.content;
  if (typeof text !== 'string' || text.trim() === '') {
    throw new ProviderError('format', response.status);
  }
  return { text, usage: usageOf(parsed.usage) };
}

/**
 * One streamed call: `onDelta` gets each piece of text as it arrives. Usage comes from the last
 * chunk (`stream_options.include_usage`). A stream that stops before `data: [DONE]` is a failure
 * carrying what was said.
 */
export async function streamChat(
  settings: ProviderSettings,
  messages: ChatMessage[],
  policy: OutboundPolicy,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<Completion> {
  let text = '';
  let usage: Usage | null = null;
  let stream;
  try {
    stream = await outboundStream(completionsUrl(settings.baseUrl), {
      policy,
      method: 'POST',
      headers: headersOf(settings),
      body: bodyOf(settings, messages, true),
      timeoutMs: settings.timeoutMs,
      signal,
    });
  } catch (error) {
    throw failureOf(error);
  }
  if (stream.status !== 200) {
    // Read (and drop) the error body so the connection is released.
    for await (const _chunk of stream.body);
    throw new ProviderError('status', stream.status);
  }
  let buffer = '';
  let done = false;
  const decoder = new TextDecoder();
  try {
    for await (const chunk of stream.body) {
      buffer += decoder.decode(chunk, { stream: true });
      let boundary: number;
      while ((boundary = buffer.search(/\r?\n\r?\n/)) >= 0) {
        const event = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary).replace(/^\r?\n\r?\n/, '');
        const data = event
          .split(/\r?\n/)
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trimStart())
          .join('\n');
        if (data === '') continue;
        if (data === '[DONE]') {
          done = true;
          break;
        }
        let parsed: { choices?: Array<{ delta?: { content?: unknown } }>; usage?: UsageJson };
        try {
          parsed = JSON.parse(data);
        } catch {
          throw new ProviderError('format', stream.status, text, usage);
        }
        usage = usageOf(parsed.usage) ?? usage;
        const piece = parsed.choices?.[0]?.delta?.content;
        if (typeof piece === 'string' && piece.length > 0) {
          text += piece;
          onDelta(piece);
        }
      }
      if (done) break;
    }
  } catch (error) {
    throw failureOf(error, text, usage);
  }
  if (!done) throw new ProviderError('network', stream.status, text, usage);
  if (text.trim() === '') throw new ProviderError('format', stream.status, text, usage);
  return { text, usage };
}

/** Runs `call`, and once more when it failed in a way worth retrying. */
export async function withOneRetry<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderError && error.retryable) return call();
    throw error;
  }
}

/**
 * At most `max()` provider calls at once; up to `QUEUE_PER_SLOT` times as many wait their turn;
 * beyond that the caller is told the assistant is busy (503, ASSISTANT_BUSY).
 */
export const QUEUE_PER_SLOT = 4;

export type ProviderGate = {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Calls running and waiting now (metrics and tests). */
  load(): { running: number; waiting: number };
};

export function createProviderGate(max: () => number): ProviderGate {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };
  return {
    async run(task) {
      const limit = Math.max(1, max());
      if (running >= limit) {
        if (waiting.length >= limit * QUEUE_PER_SLOT) throw new AppError('ASSISTANT_BUSY');
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
