import { useQuery } from '@tanstack/react-query';
import {
  macroEnvelopeSchema,
  macroListResponseSchema,
  messageResponseSchema,
  type MacroFormValues,
} from '@atiende/contracts';
import { apiGet, apiSend } from '../../../lib/api';
import { useChangeMutation } from '../../../lib/api-query';

/** docs/conventions.md#web-data-layer: the key factory of the plantillas page. */
export const macroKeys = {
  all: ['macros'] as const,
  list: () => [...macroKeys.all, 'list'] as const,
};

/** GET /api/macros: the caller's own plantillas and the team's they may use. */
export function useMacros(options: { isEnabled: boolean }) {
  return useQuery({
    queryKey: macroKeys.list(),
    queryFn: async ({ signal }) =>
      (await apiGet('/macros', macroListResponseSchema, { signal })).macros,
    enabled: options.isEnabled,
  });
}

/** POST /api/macros or PUT /api/macros/{id} (the whole plantilla). */
export function useSaveMacro() {
  return useChangeMutation(
    async ({ id, body }: { id: string | null; body: MacroFormValues }) =>
      (
        await apiSend(
          id ? 'PUT' : 'POST',
          id ? `/macros/${id}` : '/macros',
          body,
          macroEnvelopeSchema,
        )
      ).macro,
    { queryKeys: [macroKeys.all] },
  );
}

/** DELETE /api/macros/{id}. */
export function useDeleteMacro() {
  return useChangeMutation(
    (id: string) => apiSend('DELETE', `/macros/${id}`, undefined, messageResponseSchema),
    { queryKeys: [macroKeys.all] },
  );
}
