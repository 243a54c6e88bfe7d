import {
  knowledgeArticlePath,
  type KnowledgeArticle,
  type KnowledgeArticleInput,
  type KnowledgeArticleSummary,
} from '@atiende/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { paginationOf } from '../../platform/pagination';
import type { Viewer } from '../tickets/index';
import { findUserNamesByIds } from '../users/index';
import { indexArticle } from './knowledge-index';
import * as repository from './knowledge.repository';
import type { ArticleFilters, ArticleRow } from './knowledge.repository';

export type KnowledgeDeps = {
  db: Db;
  /** After an article's passages changed and committed: their vectors are made off the path. */
  onIndexed?: () => void;
};
type Named = { id: string; name: string };

const EXCERPT_LENGTH = 180;

function excerptOf(body: string) {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_LENGTH ? flat : `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

async function authorsOf(executor: Executor, rows: ArticleRow[]) {
  const ids = [...new Set(rows.flatMap((row) => row.authorId ?? []))];
  const people: Named[] = ids.length > 0 ? await findUserNamesByIds(executor, ids) : [];
  const byId = new Map(people.map((person) => [person.id, { id: person.id, name: person.name }]));
  return (id: string | null) => (id ? (byId.get(id) ?? null) : null);
}

function toArticle(
  row: ArticleRow,
  authorOf: (id: string | null) => Named | null,
): KnowledgeArticle {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    category: row.category,
    audience: row.audience,
    isPublished: row.isPublished,
    author: authorOf(row.authorId),
    url: knowledgeArticlePath(row.id),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toSummary(row: ArticleRow, authorOf: (id: string | null) => Named | null) {
  const { body, ...rest } = toArticle(row, authorOf);
  return { ...rest, excerpt: excerptOf(body) } satisfies KnowledgeArticleSummary;
}

async function describe(executor: Executor, row: ArticleRow) {
  return toArticle(row, await authorsOf(executor, [row]));
}

export async function listArticles({ db }: KnowledgeDeps, viewer: Viewer, filters: ArticleFilters) {
  // docs/assistant.md#knowledge-base: drafts are the administrators' only.
  const status = viewer.role === 'ADMIN' ? filters.status : 'all';
  const [{ rows, total }, categories] = await Promise.all([
    repository.findArticles(db, viewer, { ...filters, status }),
    repository.findCategories(db, viewer),
  ]);
  const authorOf = await authorsOf(db, rows);
  return {
    articles: rows.map((row) => toSummary(row, authorOf)),
    pagination: paginationOf(filters, total),
    categories,
  };
}

export async function getArticle({ db }: KnowledgeDeps, viewer: Viewer, id: string) {
  const row = await repository.findVisibleArticle(db, viewer, id);
  if (!row) throw new AppError('KNOWLEDGE_ARTICLE_NOT_FOUND');
  return describe(db, row);
}

/** An article and its passages, written in one transaction (docs/assistant.md#knowledge-base). */
export async function createArticle(
  { db, onIndexed }: KnowledgeDeps,
  viewer: Viewer,
  input: KnowledgeArticleInput,
) {
  const article = await db.transaction(async (tx) => {
    const row = await repository.insertArticle(tx, { ...input, authorId: viewer.userId });
    await indexArticle(tx, row);
    return describe(tx, row);
  });
  onIndexed?.();
  return article;
}

export async function updateArticle(
  { db, onIndexed }: KnowledgeDeps,
  id: string,
  input: KnowledgeArticleInput,
) {
  const article = await db.transaction(async (tx) => {
    if (!(await repository.lockArticle(tx, id))) throw new AppError('KNOWLEDGE_ARTICLE_NOT_FOUND');
    const row = await repository.updateArticle(tx, id, input);
    await indexArticle(tx, row);
    return describe(tx, row);
  });
  onIndexed?.();
  return article;
}

/** The article goes, and its passages with it (the foreign key cascades). */
export async function deleteArticle({ db }: KnowledgeDeps, id: string) {
  await db.transaction(async (tx) => {
    if (!(await repository.lockArticle(tx, id))) throw new AppError('KNOWLEDGE_ARTICLE_NOT_FOUND');
    await repository.deleteArticle(tx, id);
  });
}

export function createKnowledgeService(deps: KnowledgeDeps) {
  return {
    list: (viewer: Viewer, filters: ArticleFilters) => listArticles(deps, viewer, filters),
    get: (viewer: Viewer, id: string) => getArticle(deps, viewer, id),
    create: (viewer: Viewer, input: KnowledgeArticleInput) => createArticle(deps, viewer, input),
    update: (id: string, input: KnowledgeArticleInput) => updateArticle(deps, id, input),
    remove: (id: string) => deleteArticle(deps, id),
  };
}

export type KnowledgeService = ReturnType<typeof createKnowledgeService>;
