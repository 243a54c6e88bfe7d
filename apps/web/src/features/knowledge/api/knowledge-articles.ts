import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  knowledgeArticleEnvelopeSchema,
  knowledgeArticleListResponseSchema,
  messageResponseSchema,
  type KnowledgeArticleFormValues,
} from '@atiende/contracts';
import { apiGet, apiSend } from '../../../lib/api';
import { useChangeMutation } from '../../../lib/api-query';

export type ArticleFilters = {
  page: number;
  search?: string;
  category?: string;
  status?: 'published' | 'draft';
};

/** docs/conventions.md#web-data-layer: the key factory of the knowledge base. */
export const knowledgeKeys = {
  all: ['knowledge'] as const,
  list: (filters: ArticleFilters) => [...knowledgeKeys.all, 'list', filters] as const,
  article: (id: string) => [...knowledgeKeys.all, 'article', id] as const,
};

/** GET /api/knowledge/articles: a page of the articles the caller may read. */
export function useKnowledgeArticles(filters: ArticleFilters) {
  return useQuery({
    queryKey: knowledgeKeys.list(filters),
    queryFn: ({ signal }) =>
      apiGet('/knowledge/articles', knowledgeArticleListResponseSchema, {
        signal,
        query: { ...filters, limit: 20 },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/knowledge/articles/{id}: one article, when the caller may read it. */
export async function fetchKnowledgeArticle(id: string, signal?: AbortSignal) {
  return (await apiGet(`/knowledge/articles/${id}`, knowledgeArticleEnvelopeSchema, { signal }))
    .article;
}

export function useKnowledgeArticle(id: string) {
  return useQuery({
    queryKey: knowledgeKeys.article(id),
    queryFn: ({ signal }) => fetchKnowledgeArticle(id, signal),
  });
}

/** POST /api/knowledge/articles or PUT /api/knowledge/articles/{id} (the whole article). */
export function useSaveArticle() {
  return useChangeMutation(
    async ({ id, body }: { id: string | null; body: KnowledgeArticleFormValues }) =>
      (
        await apiSend(
          id ? 'PUT' : 'POST',
          id ? `/knowledge/articles/${id}` : '/knowledge/articles',
          body,
          knowledgeArticleEnvelopeSchema,
        )
      ).article,
    { queryKeys: [knowledgeKeys.all] },
  );
}

/** DELETE /api/knowledge/articles/{id}. */
export function useDeleteArticle() {
  return useChangeMutation(
    (id: string) =>
      apiSend('DELETE', `/knowledge/articles/${id}`, undefined, messageResponseSchema),
    { queryKeys: [knowledgeKeys.all] },
  );
}
