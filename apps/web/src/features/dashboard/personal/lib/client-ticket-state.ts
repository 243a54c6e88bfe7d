import { type TicketStatus } from '@atiende/contracts';
import { dashboardPersonalMessages } from '@atiende/contracts/dashboard';

/**
 * docs/dashboards.md "Cliente": a ticket's state in plain words for the client, from its base
 * status (a department's custom status keeps its own name on the badge beside it).
 */
export function clientStateOf(status: TicketStatus): string {
  return dashboardPersonalMessages.client.states[status];
}
