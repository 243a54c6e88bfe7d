import { ticketWorkspaceMessages, type BulkTicketResponse } from '@atiende/contracts';
import type { BulkInput } from '../api/bulk-update-tickets';

const text = ticketWorkspaceMessages.bulk;

export type BulkOutcome =
  | { kind: 'done'; message: string }
  /** Some tickets did not change: say which, and keep only those selected. */
  | { kind: 'partial'; message: string; failedIds: string[] };

/**
 * What the bulk bar says after POST /api/tickets/bulk answered: every ticket changed, or only
 * some (a ticket the caller cannot see fails with `number: null`, still a partial change).
 */
export function bulkOutcome(
  action: BulkInput['action'],
  result: BulkTicketResponse,
  total: number,
): BulkOutcome {
  const verb = text.verbs[action];
  if (result.failed.length === 0) {
    return { kind: 'done', message: text.done(verb, result.updated.length) };
  }
  const failures = result.failed.map((item) => text.failure(item.number, item.message)).join(', ');
  return {
    kind: 'partial',
    message: text.partial(verb, result.updated.length, total, failures),
    failedIds: result.failed.map((item) => item.id),
  };
}
