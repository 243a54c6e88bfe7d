import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { aiAgentControlSchema, type AiAgentControl } from '@atiende/contracts';
import { apiGet, apiSend } from '../../../../lib/api';

/** docs/conventions.md#web-data-layer: the key factory of "Control del asistente IA". */
export const agentControlKeys = {
  all: ['ai-admin', 'agent-control'] as const,
};

/** GET /api/ai/agent-control: channels, hours and hand-off. */
export function useAgentControl() {
  return useQuery({
    queryKey: agentControlKeys.all,
    queryFn: ({ signal }) => apiGet('/ai/agent-control', aiAgentControlSchema, { signal }),
  });
}

/** PUT /api/ai/agent-control (the whole object); the answer is what was stored. */
export function useSaveAgentControl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AiAgentControl) =>
      apiSend('PUT', '/ai/agent-control', body, aiAgentControlSchema),
    onSuccess: (control) => queryClient.setQueryData(agentControlKeys.all, control),
  });
}
