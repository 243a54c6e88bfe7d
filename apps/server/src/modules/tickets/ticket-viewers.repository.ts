import type { Role } from '@atiende/contracts';
import { selectRows, type Executor } from '../../db/client';
import { ticketViewersQuery } from './ticket-visibility';

export type TicketViewer = { ticketId: string; userId: string; role: Role };

/** Which of `userIds` see each of `ticketIds`, by the tickets' one visibility rule. */
export async function findTicketViewers(
  executor: Executor,
  ticketIds: readonly string[],
  userIds: readonly string[],
): Promise<TicketViewer[]> {
  if (ticketIds.length === 0 || userIds.length === 0) return [];
  return selectRows<TicketViewer>(executor, ticketViewersQuery(ticketIds, userIds));
}
