import { ticketEnvelopeSchema, type SuggestedTicket, type TicketDetail } from '@atiende/contracts';
import { apiSend } from '../../../lib/api';

export interface TicketFromChat {
  suggestion: SuggestedTicket;
  /** The suggestion's department, or the one the user picked when it had none. */
  departmentId: string;
  /** The session of the answer that proposed it. */
  ragSessionId: string;
}

/**
 * POST /api/tickets with the suggested ticket's fields plus `ragSessionId` and `aiGenerated: true`
 * (docs/assistant.md#chat); resolves with the new ticket (its human `number` for the confirmation).
 */
export async function createTicketFromChat({
  suggestion,
  departmentId,
  ragSessionId,
}: TicketFromChat): Promise<Pick<TicketDetail, 'id' | 'number'>> {
  const body = {
    title: suggestion.title,
    description: suggestion.description,
    priority: suggestion.priority,
    departmentId,
    productIds: [],
    ragSessionId,
    aiGenerated: true,
  };
  const { ticket } = await apiSend('POST', '/tickets', body, ticketEnvelopeSchema);
  return { id: ticket.id, number: ticket.number };
}
