import type { AutoAssignMode, AvailabilityState } from '@atiende/contracts';

/** A técnico of the department as the automatic assignment sees them. */
export type AssignmentCandidate = {
  userId: string;
  name: string;
  openTickets: number;
  /** Null: no limit. */
  maxOpenTickets: number | null;
  /** Their last automatic assignment in this department; null: never. */
  lastAssignedAt: Date | null;
  state: AvailabilityState;
};

/** Available and under their maximum of open tickets (docs/schedules.md#asignación-automática). */
export function canTakeTicket(candidate: AssignmentCandidate): boolean {
  if (candidate.state !== 'available') return false;
  return candidate.maxOpenTickets === null || candidate.openTickets < candidate.maxOpenTickets;
}

const byName = new Intl.Collator('es', { sensitivity: 'base' });

/** Round robin order: never assigned first, then the oldest last assignment; ties by name. */
function roundRobinOrder(a: AssignmentCandidate, b: AssignmentCandidate): number {
  const lastA = a.lastAssignedAt?.getTime() ?? -Infinity;
  const lastB = b.lastAssignedAt?.getTime() ?? -Infinity;
  if (lastA !== lastB) return lastA < lastB ? -1 : 1;
  return byName.compare(a.name, b.name) || (a.userId < b.userId ? -1 : 1);
}

/**
 * docs/schedules.md#asignación-automática: who gets the next ticket. Round robin: the técnico
 * whose last automatic assignment in the department is the oldest (never assigned: first, by
 * name). Least loaded: the fewest open tickets, ties in round robin order. Only those who can
 * take a ticket (`canTakeTicket`); nobody: null, the ticket waits.
 */
export function chooseAssignee(
  mode: Exclude<AutoAssignMode, 'off'>,
  candidates: readonly AssignmentCandidate[],
): AssignmentCandidate | null {
  const eligible = candidates.filter(canTakeTicket);
  const order =
    mode === 'least_loaded'
      ? (a: AssignmentCandidate, b: AssignmentCandidate) =>
          a.openTickets - b.openTickets || roundRobinOrder(a, b)
      : roundRobinOrder;
  return eligible.sort(order)[0] ?? null;
}
