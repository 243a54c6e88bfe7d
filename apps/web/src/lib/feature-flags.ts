import { useQuery } from '@tanstack/react-query';
import { featureFlagsResponseSchema, type FeatureFlags } from '@atiende/contracts';
import { FEATURE_FLAGS } from '../config/feature-flags';
import { apiGet } from './api';

export const featureFlagsQueryKey = ['feature-flags'] as const;

/**
 * The stored feature flags (GET /api/feature-flags), read once at sign-in and again after a
 * minute; the defaults (built capabilities on) stand in until they arrive, so nothing flickers.
 */
export function useFeatureFlags(): FeatureFlags {
  const query = useQuery({
    queryKey: featureFlagsQueryKey,
    queryFn: async ({ signal }) =>
      (await apiGet('/feature-flags', featureFlagsResponseSchema, { signal })).flags,
    staleTime: 60_000,
  });
  return { ...FEATURE_FLAGS, ...query.data };
}
