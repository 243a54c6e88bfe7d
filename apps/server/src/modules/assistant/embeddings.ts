import type { FastifyBaseLogger } from 'fastify';
import type { Embedder } from '../knowledge/index';
import { outboundRequest, type OutboundPolicy } from '../../platform/outbound';
import {
  failureOf,
  headersOf,
  ProviderError,
  usageOf,
  withOneRetry,
  type ProviderGate,
  type ProviderSettings,
  type UsageJson,
} from './provider';

/**
 * The provider's embeddings endpoint (docs/assistant.md#embeddings): OpenAI's wire format,
 * `POST {baseUrl}/embeddings {model, input: [...]}` → `{data: [{embedding, index}], usage}`,
 * through the outbound guard like every provider call.
 */

/** A question's embedding waits at most this long: retrieval then goes on with full text. */
export const QUERY_EMBEDDING_TIMEOUT_MS = 3000;
/** A batch of 32 passages of 1,536 numbers is about 1 MB of JSON. */
const MAX_EMBEDDINGS_BYTES = 8 * 1024 * 1024;

export function embeddingsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/embeddings`;
}

export type Embeddings = { vectors: number[][]; promptTokens: number };

/** One call: a vector per input, in the inputs' order, all of one length. */
export async function embedTexts(
  settings: Pick<ProviderSettings, 'baseUrl' | 'apiKey'>,
  model: string,
  inputs: string[],
  policy: OutboundPolicy,
  timeoutMs: number,
): Promise<Embeddings> {
  let response;
  try {
    response = await outboundRequest(embeddingsUrl(settings.baseUrl), {
      policy,
      method: 'POST',
      headers: headersOf(settings),
      body: JSON.stringify({ model, input: inputs }),
      timeoutMs,
      maxResponseBytes: MAX_EMBEDDINGS_BYTES,
    });
  } catch (error) {
    throw failureOf(error);
  }
  if (response.status !== 200) throw new ProviderError('status', response.status);
  let parsed: { data?: Array<{ embedding?: unknown; index?: unknown }>; usage?: UsageJson };
  try {
    parsed = JSON.parse(response.body);
  } catch {
    throw new ProviderError('format', response.status);
  }
  const vectors: number[][] = new Array(inputs.length);
  for (const [position, item] of (parsed.data ?? []).entries()) {
    const index = typeof item.index === 'number' ? item.index : position;
    const embedding = item.embedding;
    const valid =
      Array.isArray(embedding) &&
      embedding.length > 0 &&
      embedding.every((value) => typeof value === 'number' && Number.isFinite(value));
    if (!valid || index < 0 || index >= inputs.length) {
      throw new ProviderError('format', response.status);
    }
    vectors[index] = embedding as number[];
  }
  const size = vectors[0]?.length;
  for (let i = 0; i < inputs.length; i += 1) {
    if (!vectors[i] || vectors[i]!.length !== size)
      throw new ProviderError('format', response.status);
  }
  return { vectors, promptTokens: usageOf(parsed.usage)?.promptTokens ?? 0 };
}

/** What one `/embeddings` call used: its tokens, its inputs and how long the provider took. */
export type EmbeddingUsage = { promptTokens: number; inputs: number; latencyMs: number };

export type EmbedderDeps = {
  policy: OutboundPolicy;
  gate: ProviderGate;
  log: FastifyBaseLogger;
};

/**
 * The knowledge module's embedder for these settings. Passages (`index`, off the request's
 * path): the configured time-out, one retry, a turn of the provider's cap like any call. A
 * question (`query`): one call of at most QUERY_EMBEDDING_TIMEOUT_MS, only when a turn is free
 * now (a question never waits in line for its vector). Each call that answered is told to
 * `onUsage` (awaited: the passages' calls are recorded before the pass goes on); a failed call
 * answered nothing to count, and is not told.
 */
export function createEmbedder(
  deps: EmbedderDeps,
  settings: ProviderSettings,
  model: string,
  onUsage?: (usage: EmbeddingUsage) => void | Promise<void>,
): Embedder {
  return {
    model,
    async embed(texts, purpose) {
      if (purpose === 'index') {
        // The provider's time (the retry included), not the wait for a turn of the cap.
        const { result, latencyMs } = await deps.gate.run(async () => {
          const started = performance.now();
          const made = await withOneRetry(() =>
            embedTexts(settings, model, texts, deps.policy, settings.timeoutMs),
          );
          return { result: made, latencyMs: Math.round(performance.now() - started) };
        });
        await onUsage?.({ promptTokens: result.promptTokens, inputs: texts.length, latencyMs });
        return result.vectors;
      }
      try {
        if (deps.gate.load().waiting > 0) throw new ProviderError('timeout');
        const timeoutMs = Math.min(settings.timeoutMs, QUERY_EMBEDDING_TIMEOUT_MS);
        const started = performance.now();
        const result = await deps.gate.run(() =>
          embedTexts(settings, model, texts, deps.policy, timeoutMs),
        );
        await onUsage?.({
          promptTokens: result.promptTokens,
          inputs: texts.length,
          latencyMs: Math.round(performance.now() - started),
        });
        return result.vectors;
      } catch (error) {
        deps.log.warn({ err: error, model }, 'question embedding failed; full text only');
        throw error;
      }
    },
  };
}
