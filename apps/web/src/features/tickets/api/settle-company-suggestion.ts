import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmCompanySuggestionInput } from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { ticketSchema } from './load-ticket-validation';
import { CUSTOMER_CONTEXT_PART, ticketKeys } from './ticket-keys';
import { ticketPath } from './ticket-request';

/** Link the suggested company (with the explicit contact choice) or dismiss it. */
export type CompanySuggestionDecision =
  ({ action: 'confirm' } & ConfirmCompanySuggestionInput) | { action: 'dismiss' };

/**
 * POST /api/tickets/:id/company-suggestion/{confirm,dismiss} (staff,
 * docs/customers.md#company-suggestions). The answer is the customer panel as it now is; the
 * ticket (its version and history), the lists and the company's other panels refetch.
 */
export function useSettleCompanySuggestion(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: CompanySuggestionDecision) =>
      apiSend(
        'POST',
        `${ticketPath(ticketId)}/company-suggestion/${decision.action}`,
        decision.action === 'confirm'
          ? { addRequesterAsContact: decision.addRequesterAsContact }
          : undefined,
        ticketSchema('customerContextSchema'),
      ),
    onSuccess: async (context) => {
      queryClient.setQueryData(ticketKeys.customerContext(ticketId), context);
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: ticketKeys.detail(ticketId),
          predicate: (query) => query.queryKey.at(-1) !== CUSTOMER_CONTEXT_PART,
        }),
        queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
        queryClient.invalidateQueries({
          predicate: (query) =>
            query.queryKey.at(-1) === CUSTOMER_CONTEXT_PART && query.queryKey[2] !== ticketId,
        }),
      ]);
    },
  });
}
