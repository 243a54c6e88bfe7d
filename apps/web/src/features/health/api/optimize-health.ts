import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  HEALTH_LIMITS,
  optimizationResultSchema,
  type OptimizationAction,
  type OptimizationResult,
} from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { healthKeys } from './get-health';

/** POST /api/health/optimize (administrators). */
export async function optimizeHealth(action: OptimizationAction): Promise<OptimizationResult> {
  return apiSend('POST', '/health/optimize', { action }, optimizationResultSchema);
}

/**
 * docs/product/audit-and-monitoring.md#system-health: the panel reads the health again 1 s after an
 * optimisation.
 */
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
