import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  aiCostsResponseSchema,
  aiKnowledgeGapsResponseSchema,
  type NamedPeriod,
} from '@atiende/contracts';
import { apiGet } from '../../../../lib/api';

/** docs/conventions.md#web-data-layer: the key factory of /admin/ai-costs. */
export const aiCostKeys = {
  all: ['ai-costs'] as const,
  costs: (period: NamedPeriod) => [...aiCostKeys.all, 'costs', period] as const,
  gaps: (period: NamedPeriod) => [...aiCostKeys.all, 'gaps', period] as const,
};

/** GET /api/ai/costs: the period's spend by day, model, department and user, and the budget. */
export function useAiCosts(period: NamedPeriod, enabled = true) {
  return useQuery({
    enabled,
    queryKey: aiCostKeys.costs(period),
    queryFn: ({ signal }) =>
      apiGet('/ai/costs', aiCostsResponseSchema, { query: { period }, signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/ai/knowledge-gaps: the questions the knowledge base does not answer well. */
export function useKnowledgeGaps(period: NamedPeriod) {
  return useQuery({
    queryKey: aiCostKeys.gaps(period),
    queryFn: ({ signal }) =>
      apiGet('/ai/knowledge-gaps', aiKnowledgeGapsResponseSchema, {
        query: { period, limit: 50 },
        signal,
      }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
