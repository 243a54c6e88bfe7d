import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { aiConfigSchema, aiConfigTestResponseSchema, type AiConfigInput } from '@atiende/contracts';
import { apiGet, apiSend } from '../../../../lib/api';

/** docs/conventions.md#web-data-layer: the key factory of the "IA y RAG" page. */
export const aiConfigKeys = {
  all: ['ai-admin', 'config'] as const,
};

/** GET /api/ai/config: the provider's settings, the key only as configured or not. */
export function useAiConfig() {
  return useQuery({
    queryKey: aiConfigKeys.all,
    queryFn: ({ signal }) => apiGet('/ai/config', aiConfigSchema, { signal }),
  });
}

/** PUT /api/ai/config: the answer is the whole stored configuration, kept as the query's data. */
export function useSaveAiConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AiConfigInput) => apiSend('PUT', '/ai/config', body, aiConfigSchema),
    onSuccess: (config) => queryClient.setQueryData(aiConfigKeys.all, config),
  });
}

/** POST /api/ai/config/test ("Probar conexión"): always an outcome with a Spanish message. */
export function useTestAiConnection() {
  return useMutation({
    mutationFn: () => apiSend('POST', '/ai/config/test', undefined, aiConfigTestResponseSchema),
  });
}
