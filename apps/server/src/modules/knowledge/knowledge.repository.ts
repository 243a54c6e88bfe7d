import type { KnowledgeArticleInput } from '@atiende/contracts';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { knowledgeArticles, knowledgeChunks } from '../../db/schema/index';
import type { Viewer } from '../tickets/index';

export type ArticleRow = typeof knowledgeArticles.$inferSelect;
type NewChunkRow = typeof knowledgeChunks.$inferInsert;

/**
 * docs/assistant.md#knowledge-base, the one rule for articles, inside every query: administrators
 * read every article (drafts too); the support team the published ones; clients the published
 * ones meant for everyone.
 */
export function articlesVisibleTo(viewer: Pick<Viewer, 'role'>): SQL | undefined {
  if (viewer.role === 'ADMIN') return undefined;
  const published = eq(knowledgeArticles.isPublished, true);
  return viewer.role === 'CLIENT'
    ? and(published, eq(knowledgeArticles.audience, 'EVERYONE'))
    : published;
}

export type ArticleFilters = {
  search?: string;
  category?: string;
  status: 'all' | 'published' | 'draft';
  page: number;
  limit: number;
};

function filtersOf(viewer: Pick<Viewer, 'role'>, filters: ArticleFilters): SQL | undefined {
  const conditions = [articlesVisibleTo(viewer)];
  if (filters.category) conditions.push(eq(knowledgeArticles.category, filters.category));
  if (filters.status !== 'all')
    conditions.push(eq(knowledgeArticles.isPublished, filters.status === 'published'));
  if (filters.search) {
    // Accent-insensitive Spanish full text over title and body, as the tickets search does.
    conditions.push(
      sql`to_tsvector('atiende_es', ${knowledgeArticles.title} || ' ' || ${knowledgeArticles.body}) @@ websearch_to_tsquery('atiende_es', ${filters.search})`,
    );
  }
  return and(...conditions);
}

/** A page of the articles the viewer may read, newest change first, and their total. */
export async function findArticles(
  executor: Executor,
  viewer: Pick<Viewer, 'role'>,
  filters: ArticleFilters,
) {
  const where = filtersOf(viewer, filters);
  const [rows, [total]] = await Promise.all([
    executor
      .select()
      .from(knowledgeArticles)
      .where(where)
      .orderBy(desc(knowledgeArticles.updatedAt), desc(knowledgeArticles.id))
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit),
    executor.select({ total: count() }).from(knowledgeArticles).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The categories of the articles the viewer may read, by name. */
export async function findCategories(executor: Executor, viewer: Pick<Viewer, 'role'>) {
  const rows = await executor
    .selectDistinct({ category: knowledgeArticles.category })
    .from(knowledgeArticles)
    .where(articlesVisibleTo(viewer))
    .orderBy(asc(knowledgeArticles.category));
  return rows.map((row) => row.category);
}

export async function findVisibleArticle(
  executor: Executor,
  viewer: Pick<Viewer, 'role'>,
  id: string,
) {
  const [row] = await executor
    .select()
    .from(knowledgeArticles)
    .where(and(eq(knowledgeArticles.id, id), articlesVisibleTo(viewer)))
    .limit(1);
  return row;
}

/** The article, locked until the transaction ends (an edit re-indexes it). */
export async function lockArticle(executor: Executor, id: string) {
  const [row] = await executor
    .select()
    .from(knowledgeArticles)
    .where(eq(knowledgeArticles.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function insertArticle(
  executor: Executor,
  values: KnowledgeArticleInput & { authorId: string | null },
) {
  const [row] = await executor.insert(knowledgeArticles).values(values).returning();
  return row!;
}

export async function updateArticle(executor: Executor, id: string, values: KnowledgeArticleInput) {
  const [row] = await executor
    .update(knowledgeArticles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(knowledgeArticles.id, id))
    .returning();
  return row!;
}

export async function deleteArticle(executor: Executor, id: string) {
  await executor.delete(knowledgeArticles).where(eq(knowledgeArticles.id, id));
}

type ChunkValues = Omit<NewChunkRow, 'sourceType' | 'articleId' | 'ticketId'>;

/**
 * Deletes the passages `where` picks and gives `chunks` the vectors of those with the same title
 * and text (docs/assistant.md#embeddings): an edit re-embeds only the passages it changed.
 */
export async function replaceChunksKeepingVectors(
  executor: Executor,
  where: SQL,
  chunks: ChunkValues[],
): Promise<ChunkValues[]> {
  const previous = await executor.delete(knowledgeChunks).where(where).returning({
    title: knowledgeChunks.title,
    body: knowledgeChunks.body,
    embedding: knowledgeChunks.embedding,
    embeddingModel: knowledgeChunks.embeddingModel,
  });
  const vectors = new Map(
    previous
      .filter((chunk) => chunk.embedding !== null)
      .map((chunk) => [`${chunk.title}\n\n${chunk.body}`, chunk]),
  );
  return chunks.map((chunk) => {
    const kept = vectors.get(`${chunk.title}\n\n${chunk.body}`);
    return kept
      ? { ...chunk, embedding: kept.embedding, embeddingModel: kept.embeddingModel }
      : chunk;
  });
}

/** Replaces an article's passages (none for a draft: nobody but administrators reads it). */
export async function replaceArticleChunks(
  executor: Executor,
  articleId: string,
  chunks: ChunkValues[],
) {
  const values = await replaceChunksKeepingVectors(
    executor,
    eq(knowledgeChunks.articleId, articleId),
    chunks,
  );
  if (values.length === 0) return;
  await executor
    .insert(knowledgeChunks)
    .values(values.map((chunk) => ({ ...chunk, sourceType: 'ARTICLE' as const, articleId })));
}
