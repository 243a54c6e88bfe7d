import { ASSISTANT_SOURCE_TYPES, KNOWLEDGE_AUDIENCES } from '@atiende/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestamps } from './columns';
import { tickets } from './tickets';
import { userReference } from './user-references';

/** Drizzle has no tsvector type (docs/conventions.md#known-traps). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/**
 * A passage's vector as little-endian float32 bytes: no vector extension on either engine
 * (docs/decisions/0008-embeddings-without-pgvector.md).
 */
const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

export const knowledgeAudienceEnum = pgEnum('knowledge_audience', KNOWLEDGE_AUDIENCES);
export const knowledgeSourceTypeEnum = pgEnum('knowledge_source_type', ASSISTANT_SOURCE_TYPES);

/** docs/assistant.md#knowledge-base: the FAQ and how-to articles administrators write. */
export const knowledgeArticles = pgTable(
  'knowledge_articles',
  {
    id: idColumn(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    category: text('category').notNull(),
    audience: knowledgeAudienceEnum('audience').notNull().default('EVERYONE'),
    isPublished: boolean('is_published').notNull().default(true),
    authorId: userReference('author_id'),
    ...timestamps(),
  },
  (table) => [index('knowledge_articles_updated_idx').on(table.updatedAt)],
);

/**
 * docs/assistant.md#retrieval: the passages the assistant retrieves, an article's or a ticket's
 * title and public resolution. Every read joins the source for its visibility rule (published
 * and audience; the tickets' rule). `source_hash` is the md5 of what was indexed, so the sweep
 * finds the tickets whose resolution changed since.
 */
export const knowledgeChunks = pgTable(
  'knowledge_chunks',
  {
    id: idColumn(),
    sourceType: knowledgeSourceTypeEnum('source_type').notNull(),
    articleId: uuid('article_id').references(() => knowledgeArticles.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    sourceHash: text('source_hash').notNull(),
    /**
     * docs/assistant.md#embeddings: the passage's vector (unit length, float32) and the model that
     * made it; null until the indexer embeds it, and re-embedded when the configured model changes.
     */
    embedding: bytea('embedding'),
    embeddingModel: text('embedding_model'),
    createdAt: createdAtColumn(),
    /** Title (A) and passage (B), accent-insensitive Spanish (docs/tickets.md#search). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('atiende_es', coalesce(title, '')), 'A') || setweight(to_tsvector('atiende_es', coalesce(body, '')), 'B')`,
    ),
  },
  (table) => [
    index('knowledge_chunks_search_idx').using('gin', table.searchVector),
    index('knowledge_chunks_article_idx').on(table.articleId),
    index('knowledge_chunks_ticket_idx').on(table.ticketId),
    check(
      'knowledge_chunks_source_check',
      sql`(${table.sourceType} = 'ARTICLE' AND ${table.articleId} IS NOT NULL AND ${table.ticketId} IS NULL) OR (${table.sourceType} = 'TICKET' AND ${table.ticketId} IS NOT NULL AND ${table.articleId} IS NULL)`,
    ),
  ],
);

/**
 * The words of the index with how many chunks hold each, kept by triggers on the chunks: the
 * inverse document frequency of the ranking and the vocabulary that mends a misspelt word
 * (trigrams). The empty word counts the chunks themselves.
 */
export const knowledgeTerms = pgTable(
  'knowledge_terms',
  {
    lexeme: text('lexeme').primaryKey(),
    chunkCount: integer('chunk_count').notNull(),
  },
  (table) => [index('knowledge_terms_trgm_idx').using('gin', sql`${table.lexeme} gin_trgm_ops`)],
);
