import { useQueries } from '@tanstack/react-query';
import { ticketEnvelopeSchema } from '@atiende/contracts';
import { apiQueryOptions } from '../../../../lib/api-query';
import { isTicketNumberRef } from '../lib/transcript';
import { conversationKeys } from './conversation-keys';

/**
 * The tickets a web-chat conversation raised: the record keeps their ids (docs/assistant.md
 * "Ticket from the chat"), the link and its label want the human number, so each id is read
 * once (GET /api/tickets/{id}). A reference that is already a number needs no call.
 */
export function useChatTicketNumbers(refs: readonly string[]) {
  const ids = refs.filter((ref) => !isTicketNumberRef(ref));
  const results = useQueries({
    queries: ids.map((id) => ({
      ...apiQueryOptions(conversationKeys.ticket(id), {
        path: `/tickets/${id}`,
        schema: ticketEnvelopeSchema,
      }),
      select: (data: { ticket: { number: number } }) => data.ticket.number,
      retry: false,
    })),
  });
  const numbers = new Map<string, number>();
  ids.forEach((id, index) => {
    const number = results[index]?.data;
    if (number !== undefined) numbers.set(id, number);
  });
  return numbers;
}
