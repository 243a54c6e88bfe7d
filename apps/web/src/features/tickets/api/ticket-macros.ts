import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applyMacroResponseSchema,
  ticketMacroListResponseSchema,
  type ApplyMacroInput,
} from '@atiende/contracts';
import { apiGet, apiSend } from '../../../lib/api';
import { ticketKeys } from './ticket-keys';

const macrosPath = (ticketId: string) => `/tickets/${encodeURIComponent(ticketId)}/macros`;

/** GET /api/tickets/:id/macros: the caller's plantillas, rendered for this ticket. */
export const ticketMacrosQueryOptions = (ticketId: string) =>
  queryOptions({
    queryKey: [...ticketKeys.detail(ticketId), 'macros'] as const,
    queryFn: async ({ signal }) =>
      (await apiGet(macrosPath(ticketId), ticketMacroListResponseSchema, { signal })).macros,
    // Variables follow the ticket (its department, its title): read again on each opening.
    staleTime: 0,
  });

export function useTicketMacros(ticketId: string, options: { isEnabled: boolean }) {
  return useQuery({ ...ticketMacrosQueryOptions(ticketId), enabled: options.isEnabled });
}

/**
 * POST /api/tickets/:id/macros/:macroId/apply: the composer's text and the plantilla's changes in
 * one step (docs/macros.md#applying). The whole ticket may change: every part is read again.
 */
export function useApplyMacro(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ macroId, ...body }: ApplyMacroInput & { macroId: string }) => {
      const path = `${macrosPath(ticketId)}/${encodeURIComponent(macroId)}/apply`;
      return (await apiSend('POST', path, body, applyMacroResponseSchema)).comment;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticketId) }),
        queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
      ]),
  });
}
