import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/client';
import type { Viewer } from '../tickets/index';
import {
  PASSAGE_JOINS,
  passagesVisibleTo,
  sourceOf,
  type ChunkRow,
  type KnowledgePassage,
} from './knowledge-passages';
import {
  nearestPassages,
  passageRows,
  unitVector,
  type Embedder,
  type VectorHit,
} from './knowledge-vectors';

export type { KnowledgePassage } from './knowledge-passages';
export type KnowledgeSearchResult = { passages: KnowledgePassage[]; confident: boolean };

/**
 * The ranking's knobs (docs/assistant.md#retrieval), tuned on the evaluation set
 * (`npm run eval:assistant`), never on single questions.
 */
export const RANKING = {
  /** A question word in a passage's title, and in its text. */
  titleWeight: 0.55,
  bodyWeight: 0.45,
  /** A word the index does not hold (nor a close spelling) weighs this share of a rare word. */
  unknownWordShare: 1.0,
  /** Misspelt words are mended to the closest word of the index at this trigram similarity. */
  mendSimilarity: 0.45,
  /** A mended word counts this much of the word it stands for. */
  mendedShare: 0.8,
  /** Words in more than this share of the passages only rank; they do not find candidates. */
  commonWordShare: 0.25,
  /**
   * The rarest words find candidates until their passages would pass this many: a question of
   * common words would otherwise score thousands of passages (docs/performance.md#retrieval).
   */
  maxCandidates: 500,
  /** Of those, the best by `ts_rank_cd` get the weighted score. */
  shortlist: 100,
  /** The best passage must cover this share of the question's weight to be an answer. */
  confidentScore: 0.34,
  /** At most this many passages of one source. */
  perSource: 2,
  maxWords: 16,
  /**
   * Hybrid retrieval (docs/assistant.md#embeddings): the nearest passages by cosine similarity
   * at least `vectorFloor` join the full-text ones, both lists fused by reciprocal rank
   * (`1 / (rrfK + rank)`); a passage at `vectorConfident` or more is an answer by itself.
   */
  vectorCandidates: 20,
  vectorFloor: 0.3,
  vectorConfident: 0.5,
  rrfK: 60,
};

type Word = { lexeme: string; weight: number; count: number };

/** tsquery text for one lexeme, optionally limited to a weight (`'impresor':A`). */
const lexemeQuery = (lexeme: string, weight = '') =>
  `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${weight ? `:${weight}` : ''}`;

const inverseFrequency = (count: number, total: number) =>
  Math.log(1 + (total - count + 0.5) / (count + 0.5));

/**
 * The question's words as the index spells them (accent-insensitive Spanish stems), each with
 * its weight: rare words weigh more. A word the index lacks is mended to its closest word
 * (trigrams over `knowledge_terms`), so "contrasenia" or "inpresora" still find their passages.
 */
async function wordsOf(executor: Executor, query: string) {
  const rows = await selectRows<{
    word: string;
    count: number | null;
    mended: string | null;
    mendedCount: number | null;
    total: number | null;
  }>(
    executor,
    sql`WITH q AS (
          SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('atiende_es', ${query}))) AS word
        )
        SELECT q.word, t.chunk_count AS "count", m.lexeme AS mended, m.chunk_count AS "mendedCount",
               (SELECT chunk_count FROM knowledge_terms WHERE lexeme = '') AS total
        FROM q
        LEFT JOIN knowledge_terms t ON t.lexeme = q.word
        LEFT JOIN LATERAL (
          SELECT k.lexeme, k.chunk_count FROM knowledge_terms k
          WHERE t.lexeme IS NULL AND length(q.word) >= 4 AND k.lexeme <> '' AND k.lexeme % q.word
            AND similarity(k.lexeme, q.word) >= ${RANKING.mendSimilarity}
          ORDER BY similarity(k.lexeme, q.word) DESC, k.chunk_count DESC
          LIMIT 1
        ) m ON true
        LIMIT ${RANKING.maxWords}`,
  );
  const total = Number(rows[0]?.total ?? 0);
  const words: Word[] = [];
  let unknownWeight = 0;
  const rareWeight = inverseFrequency(1, total);
  for (const row of rows) {
    if (row.count !== null) {
      const count = Number(row.count);
      words.push({ lexeme: row.word, weight: inverseFrequency(count, total), count });
    } else if (row.mended !== null) {
      const count = Number(row.mendedCount);
      const weight = inverseFrequency(count, total) * RANKING.mendedShare;
      words.push({ lexeme: row.mended, weight, count });
      unknownWeight += inverseFrequency(count, total) - weight;
    } else {
      unknownWeight += rareWeight * RANKING.unknownWordShare;
    }
  }
  return { words, unknownWeight, total };
}

/**
 * The words whose passages are the candidates: the rarest first (always at least one), then the
 * others while they are not common (unless all are) and the candidates stay under
 * `maxCandidates`. The other words still count in each candidate's score.
 */
function findingWords(words: Word[], total: number): Word[] {
  const byRarity = [...words].sort((a, b) => a.count - b.count);
  const isCommon = (word: Word) => word.count > total * RANKING.commonWordShare;
  // A question of common words only: they all find, within the cap.
  const onlyCommon = byRarity.every(isCommon);
  const finding: Word[] = [];
  let candidates = 0;
  for (const word of byRarity) {
    const tooMany = candidates + word.count > RANKING.maxCandidates;
    if (finding.length > 0 && (tooMany || (isCommon(word) && !onlyCommon))) break;
    finding.push(word);
    candidates += word.count;
  }
  return finding;
}

async function rankedChunks(
  executor: Executor,
  viewer: Viewer,
  words: Word[],
  total: number,
  limit: number,
) {
  const orQuery = findingWords(words, total)
    .map((word) => lexemeQuery(word.lexeme))
    .join(' | ');
  const score = sql.join(
    words.map(
      (word) =>
        sql`${word.weight}::float8 * (${RANKING.titleWeight}::float8 * (c.search_vector @@ ${lexemeQuery(word.lexeme, 'A')}::tsquery)::int + ${RANKING.bodyWeight}::float8 * (c.search_vector @@ ${lexemeQuery(word.lexeme, 'B')}::tsquery)::int)`,
    ),
    sql` + `,
  );
  // Two steps: a cheap rank (one call per row) keeps the best `shortlist` candidates, and only
  // those get the weighted score (two checks per question word): docs/performance.md#retrieval.
  return selectRows<ChunkRow>(
    executor,
    sql`WITH shortlist AS (
          SELECT c.id, c.source_type, c.article_id, c.ticket_id, c.position, c.title, c.body,
                 c.search_vector, tickets.number AS ticket_number,
                 ts_rank_cd(c.search_vector, ${orQuery}::tsquery) AS rough
          FROM knowledge_chunks c
          ${PASSAGE_JOINS}
          WHERE c.search_vector @@ ${orQuery}::tsquery AND ${passagesVisibleTo(viewer)}
          ORDER BY rough DESC
          LIMIT ${RANKING.shortlist}
        )
        SELECT c.id, c.source_type AS "sourceType", c.article_id AS "articleId",
               c.ticket_id AS "ticketId", c.ticket_number AS "ticketNumber", c.title, c.body,
               ${score} AS score
        FROM shortlist c
        ORDER BY score DESC, c.rough DESC, c.article_id, c.ticket_id, c.position
        LIMIT ${limit * RANKING.perSource * 2}`,
  );
}

/** The full-text ranking: rows best first, each `score` the share of the question it covers. */
async function fullTextRanked(executor: Executor, viewer: Viewer, query: string, limit: number) {
  const { words, unknownWeight, total } = await wordsOf(executor, query);
  if (words.length === 0 || total === 0) return [];
  const questionWeight = words.reduce((sum, word) => sum + word.weight, 0) + unknownWeight;
  const rows = await rankedChunks(executor, viewer, words, total, limit);
  return rows.map((row) => ({ ...row, score: Math.min(1, Number(row.score) / questionWeight) }));
}

/** The question's vector, or null when the provider fails: retrieval goes on with full text. */
async function questionVector(embedder: Embedder, query: string) {
  try {
    const [vector] = await embedder.embed([query], 'query');
    return vector && vector.length > 0 ? unitVector(vector) : null;
  } catch {
    return null; // the assistant module logs the failure
  }
}

/**
 * Reciprocal rank fusion of the full-text rows and the vector hits: each passage scores
 * `1 / (rrfK + rank)` in each list it is in, divided by what first place in both would score,
 * so `score` stays between 0 and 1 and follows the fused order.
 */
function fused(textRows: ChunkRow[], hits: VectorHit[], vectorRows: ChunkRow[]): ChunkRow[] {
  const byId = new Map<string, ChunkRow>();
  const points = new Map<string, number>();
  const add = (id: string, rank: number) =>
    points.set(id, (points.get(id) ?? 0) + 1 / (RANKING.rrfK + rank + 1));
  textRows.forEach((row, rank) => {
    byId.set(row.id, row);
    add(row.id, rank);
  });
  const readable = new Map(vectorRows.map((row) => [row.id, row]));
  let rank = 0;
  for (const hit of hits) {
    const row = byId.get(hit.id) ?? readable.get(hit.id);
    if (!row) continue; // not readable after all: never shown
    byId.set(hit.id, row);
    add(hit.id, rank++);
  }
  const best = 2 / (RANKING.rrfK + 1);
  return [...points.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([id, value]) => ({ ...byId.get(id)!, score: value / best }));
}

/**
 * docs/assistant.md#retrieval: the passages that best answer `query` among those `viewer` may
 * read, best first, and whether the best one really answers it (`confident`; when false the
 * assistant says it does not know and offers a ticket). Full-text ranking weighted by how rare
 * each question word is; with an `embedder` (an embeddings model is configured), fused with the
 * passages nearest to the question's vector (docs/assistant.md#embeddings). At most
 * `RANKING.perSource` passages of one source.
 */
export async function searchKnowledge(
  executor: Executor,
  viewer: Viewer,
  query: string,
  opts: { limit?: number; embedder?: Embedder | null } = {},
): Promise<KnowledgeSearchResult> {
  const limit = Math.min(Math.max(opts.limit ?? 5, 1), 20);
  // The question's embedding is asked first and awaited after the full-text ranking.
  const vectorOf = opts.embedder ? questionVector(opts.embedder, query) : null;
  const textRows = await fullTextRanked(executor, viewer, query, limit);
  const textConfident = (textRows[0]?.score ?? 0) >= RANKING.confidentScore;
  let rows: ChunkRow[] = textRows;
  let vectorConfident = false;
  const vector = vectorOf ? await vectorOf : null;
  if (vector && opts.embedder) {
    const hits = await nearestPassages(executor, viewer, opts.embedder.model, vector, {
      take: RANKING.vectorCandidates,
      floor: RANKING.vectorFloor,
    });
    const known = new Set(textRows.map((row) => row.id));
    const vectorRows = await passageRows(
      executor,
      viewer,
      hits.filter((hit) => !known.has(hit.id)).map((hit) => hit.id),
    );
    vectorConfident = (hits[0]?.similarity ?? 0) >= RANKING.vectorConfident;
    rows = fused(textRows, hits, vectorRows);
  }
  const perSource = new Map<string, number>();
  const passages: KnowledgePassage[] = [];
  for (const row of rows) {
    const source = sourceOf(row);
    const seen = perSource.get(source.id) ?? 0;
    if (seen >= RANKING.perSource) continue;
    perSource.set(source.id, seen + 1);
    passages.push({
      chunkId: row.id,
      source,
      text: row.body,
      score: Math.round(Number(row.score) * 1000) / 1000,
    });
    if (passages.length === limit) break;
  }
  const confident = passages.length > 0 && (textConfident || vectorConfident);
  return { passages, confident };
}
