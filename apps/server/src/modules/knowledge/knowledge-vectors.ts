import { sql } from 'drizzle-orm';
import { selectRows, type Db, type Executor } from '../../db/client';
import type { Viewer } from '../tickets/index';
import { PASSAGE_JOINS, passagesVisibleTo, type ChunkRow } from './knowledge-passages';

/**
 * docs/assistant.md#embeddings: passages' vectors without a vector extension
 * (docs/decisions/0008-embeddings-without-pgvector.md). Each passage's vector is stored as
 * little-endian float32 of unit length in `knowledge_chunks.embedding` with the model that made
 * it; the indexer fills them off the request's path, and a question's vector is compared with
 * those of the passages the viewer may read, here in the process.
 */

/** Embeds texts with the configured model; the assistant module builds it from its settings. */
export type Embedder = {
  model: string;
  /**
   * One vector per text, in order. `query`: one question on the request's path (short time-out,
   * no retry); `index`: a batch of passages, off it. Throws when the provider fails.
   */
  embed(texts: string[], purpose: 'index' | 'query'): Promise<number[][]>;
};
/** The embedder the settings describe now, or null when no embeddings model is configured. */
export type EmbedderSource = () => Promise<Embedder | null>;

export const VECTORS = {
  /** Passages per call to the provider's `/embeddings`. */
  batch: 32,
  /** At most this many passages embedded by one pass (the next pass goes on). */
  maxPerPass: 2000,
  /**
   * At most this many passages' vectors compared with a question: the articles first, then the
   * newest ticket resolutions. Beyond it full text still finds the rest.
   */
  maxScored: 5000,
  /**
   * Numbers of vectors kept in memory per instance (32 MB: 5,000 vectors of 1,536 numbers). A
   * passage's vector never changes (an edit replaces the rows), so an entry is never stale.
   */
  maxCachedNumbers: 8_000_000,
};

export function encodeVector(values: readonly number[]): Buffer {
  let norm = 0;
  for (const value of values) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  const bytes = Buffer.alloc(values.length * 4);
  values.forEach((value, index) => bytes.writeFloatLE(value / norm, index * 4));
  return bytes;
}

/** pg answers a Buffer, PGlite a Uint8Array: both are bytes. */
export function decodeVector(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const vector = new Float32Array(Math.floor(bytes.byteLength / 4));
  for (let i = 0; i < vector.length; i += 1) vector[i] = view.getFloat32(i * 4, true);
  return vector;
}

export function unitVector(values: readonly number[]): Float32Array {
  return decodeVector(encodeVector(values));
}

const textOf = (row: { title: string; body: string }) => `${row.title}\n\n${row.body}`;

/**
 * The indexer's pass: embeds the passages that have no vector of `embedder.model` (new, rewritten
 * by an edit, or made by another model), a batch at a time. A failed call ends the pass; the
 * next one (the sweep, or the next change) takes it up again. Returns how many it embedded.
 */
export async function embedPendingChunks(
  db: Db,
  embedder: Embedder,
  maxChunks = VECTORS.maxPerPass,
) {
  let done = 0;
  while (done < maxChunks) {
    const rows = await selectRows<{ id: string; title: string; body: string }>(
      db,
      sql`SELECT id, title, body FROM knowledge_chunks
          WHERE embedding_model IS DISTINCT FROM ${embedder.model}
          ORDER BY source_type, created_at, id
          LIMIT ${Math.min(VECTORS.batch, maxChunks - done)}`,
    );
    if (rows.length === 0) break;
    const vectors = await embedder.embed(rows.map(textOf), 'index');
    await db.transaction(async (tx) => {
      for (const [index, row] of rows.entries()) {
        // A passage replaced meanwhile is simply gone: the UPDATE finds nothing.
        await tx.execute(
          sql`UPDATE knowledge_chunks
              SET embedding = ${encodeVector(vectors[index]!)}, embedding_model = ${embedder.model}
              WHERE id = ${row.id}`,
        );
      }
    });
    done += rows.length;
    if (rows.length < VECTORS.batch) break;
  }
  return done;
}

/** chunk id + model → vector, oldest first (a Map keeps insertion order). */
const cache = new Map<string, Float32Array>();
let cachedNumbers = 0;
const cacheKey = (model: string, id: string) => `${model}\u0000${id}`;

function remember(model: string, id: string, vector: Float32Array) {
  if (cache.has(cacheKey(model, id))) return; // two questions read it at once
  for (const [key, old] of cache) {
    if (cachedNumbers + vector.length <= VECTORS.maxCachedNumbers) break;
    cache.delete(key);
    cachedNumbers -= old.length;
  }
  cache.set(cacheKey(model, id), vector);
  cachedNumbers += vector.length;
}

async function vectorsOf(executor: Executor, model: string, ids: string[]) {
  const missing = ids.filter((id) => !cache.has(cacheKey(model, id)));
  for (let start = 0; start < missing.length; start += 1000) {
    const slice = missing.slice(start, start + 1000);
    const rows = await selectRows<{ id: string; embedding: Uint8Array }>(
      executor,
      sql`SELECT id, embedding FROM knowledge_chunks
          WHERE embedding_model = ${model} AND id IN (${sql.join(
            slice.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    for (const row of rows) remember(model, row.id, decodeVector(row.embedding));
  }
  return ids.flatMap((id) => {
    const vector = cache.get(cacheKey(model, id));
    return vector ? [{ id, vector }] : [];
  });
}

export type VectorHit = { id: string; similarity: number };

/**
 * The passages `viewer` may read closest to `question` (cosine similarity, at least `floor`),
 * best first, at most `take`. The candidates come from one statement with the same visibility
 * rule as full text (`passagesVisibleTo`), bounded by `VECTORS.maxScored`.
 */
export async function nearestPassages(
  executor: Executor,
  viewer: Viewer,
  model: string,
  question: Float32Array,
  { take, floor }: { take: number; floor: number },
): Promise<VectorHit[]> {
  const candidates = await selectRows<{ id: string }>(
    executor,
    sql`SELECT c.id FROM knowledge_chunks c
          ${PASSAGE_JOINS}
          WHERE c.embedding_model = ${model} AND ${passagesVisibleTo(viewer)}
          ORDER BY c.source_type, c.created_at DESC, c.id
          LIMIT ${VECTORS.maxScored}`,
  );
  if (candidates.length === 0) return [];
  const hits: VectorHit[] = [];
  for (const { id, vector } of await vectorsOf(
    executor,
    model,
    candidates.map((row) => row.id),
  )) {
    if (vector.length !== question.length) continue; // another size: not comparable
    let dot = 0;
    for (let i = 0; i < vector.length; i += 1) dot += vector[i]! * question[i]!;
    if (dot >= floor) hits.push({ id, similarity: dot });
  }
  return hits.sort((a, b) => b.similarity - a.similarity).slice(0, take);
}

/** The rows of passages found by their vectors, checked again against the visibility rule. */
export async function passageRows(executor: Executor, viewer: Viewer, ids: string[]) {
  if (ids.length === 0) return [];
  return selectRows<ChunkRow>(
    executor,
    sql`SELECT c.id, c.source_type AS "sourceType", c.article_id AS "articleId",
               c.ticket_id AS "ticketId", tickets.number AS "ticketNumber", c.title, c.body,
               0 AS score
        FROM knowledge_chunks c
        ${PASSAGE_JOINS}
        WHERE c.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) AND ${passagesVisibleTo(viewer)}`,
  );
}
