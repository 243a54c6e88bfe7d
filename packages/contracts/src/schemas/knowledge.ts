import { z } from 'zod';
import { knowledgeMessages } from '../messages/es/knowledge';
import { paginationSchema } from './api';

const v = knowledgeMessages.validation;

/**
 * docs/assistant.md#knowledge-base: the articles administrators write for the assistant and for
 * people to read. `EVERYONE` reaches clients too; `STAFF` only the support team.
 */
export const KNOWLEDGE_AUDIENCES = ['EVERYONE', 'STAFF'] as const;
export type KnowledgeAudience = (typeof KNOWLEDGE_AUDIENCES)[number];

export const KNOWLEDGE_TITLE_MAX_LENGTH = 160;
export const KNOWLEDGE_CATEGORY_MAX_LENGTH = 60;
export const KNOWLEDGE_BODY_MAX_LENGTH = 20_000;
export const KNOWLEDGE_SEARCH_MAX_LENGTH = 200;

/** Where a person reads an article in the web app (every assistant source link opens it). */
export const knowledgeArticlePath = (id: string) => `/ayuda/articulos/${id}`;

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** POST /api/knowledge/articles and PUT /api/knowledge/articles/:id (the whole article). */
export const knowledgeArticleInputSchema = z.object({
  title: requiredText(KNOWLEDGE_TITLE_MAX_LENGTH, v.titleRequired, v.titleTooLong),
  body: requiredText(KNOWLEDGE_BODY_MAX_LENGTH, v.bodyRequired, v.bodyTooLong),
  category: requiredText(KNOWLEDGE_CATEGORY_MAX_LENGTH, v.categoryRequired, v.categoryTooLong),
  audience: z.enum(KNOWLEDGE_AUDIENCES, { error: v.audienceInvalid }).default('EVERYONE'),
  isPublished: z.boolean({ error: v.publishedInvalid }).default(true),
});
export type KnowledgeArticleInput = z.infer<typeof knowledgeArticleInputSchema>;
export type KnowledgeArticleFormValues = z.input<typeof knowledgeArticleInputSchema>;

export const KNOWLEDGE_STATUS_FILTERS = ['all', 'published', 'draft'] as const;

/** GET /api/knowledge/articles: a page of the articles the caller may read. */
export const knowledgeArticleListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(KNOWLEDGE_SEARCH_MAX_LENGTH, v.searchTooLong).optional(),
  category: z.string().trim().max(KNOWLEDGE_CATEGORY_MAX_LENGTH).optional(),
  /** Administrators only; everyone else reads published articles whatever they ask. */
  status: z.enum(KNOWLEDGE_STATUS_FILTERS).default('all'),
});
export type KnowledgeArticleListQuery = z.input<typeof knowledgeArticleListQuerySchema>;

const authorSchema = z.object({ id: z.uuid(), name: z.string() });

export const knowledgeArticleSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  category: z.string(),
  audience: z.enum(KNOWLEDGE_AUDIENCES),
  isPublished: z.boolean(),
  author: authorSchema.nullable(),
  /** The page that shows it (`/ayuda/articulos/:id`). */
  url: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type KnowledgeArticle = z.infer<typeof knowledgeArticleSchema>;

/** A row of the list: the article without its whole text. */
export const knowledgeArticleSummarySchema = knowledgeArticleSchema
  .omit({ body: true })
  .extend({ excerpt: z.string() });
export type KnowledgeArticleSummary = z.infer<typeof knowledgeArticleSummarySchema>;

export const knowledgeArticleListResponseSchema = z.object({
  articles: z.array(knowledgeArticleSummarySchema),
  pagination: paginationSchema,
  /** The categories of the articles the caller may read, for the filter and the form. */
  categories: z.array(z.string()),
});
export const knowledgeArticleEnvelopeSchema = z.object({ article: knowledgeArticleSchema });
