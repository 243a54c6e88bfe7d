import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  HEALTH_LIMITS,
  optimizationResultSchema,
  type OptimizationAction,
  type OptimizationResult,
} from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { healthKeys } from './get-health';

/** POST /api/health/optimize (administrators). */
export async function optimizeHealth(action: OptimizationAction): Promise<OptimizationResult> {
  const data = await apiRequest('/health/optimize', { method: 'POST', body: { action } });
  return optimizationResultSchema.parse(data);
}

/** spec §9: the panel reads the health again 1 s after an optimisation. */
export function useOptimizeHealth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: optimizeHealth,
    onSettled: () => {
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: healthKeys.all }),
        HEALTH_LIMITS.rereadAfterOptimizeMs,
      );
    },
  });
}
