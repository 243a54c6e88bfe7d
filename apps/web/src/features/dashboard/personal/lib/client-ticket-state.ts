import { dashboardPersonalMessages, type TicketStatus } from '@atiende/contracts';

const text = dashboardPersonalMessages.client;

/**
 * docs/dashboards.md "Cliente": a ticket's state in plain words for the client. Taken from the base
 * status (a department's custom status keeps its name on the badge beside it). A resolved ticket
 * asks the client who filed it to confirm; a colleague's only says it waits for that person.
 */
export function clientStateOf(status: TicketStatus, isOwnTicket: boolean): string {
  if (status === 'RESUELTO' && !isOwnTicket) return text.colleagueResolved;
  return text.states[status];
}
