import type { TicketStatus } from '@atiende/contracts';
import type { TechnicianLoad } from '@atiende/contracts/dashboard';

/**
 * The one-click reassignment of an overloaded person's tickets (docs/dashboards.md "Reasignar"):
 * who to suggest and which tickets to pick first. The person confirms or changes both.
 */

/**
 * The colleague to suggest: online now, not full, neither the overloaded person nor the viewer
 * (a lead hands work over; they may still pick themselves); the fewest open tickets first, then
 * the most room left, then by name. None when nobody online has room.
 */
export function suggestColleague(
  load: readonly TechnicianLoad[],
  fromId: string,
  viewerId?: string,
): TechnicianLoad | null {
  const candidates = load.filter(
    (person) =>
      person.technician.id !== fromId &&
      person.technician.id !== viewerId &&
      person.isOnline &&
      !person.isFull,
  );
  const room = (person: TechnicianLoad) =>
    person.maxOpenTickets === null ? Number.POSITIVE_INFINITY : person.maxOpenTickets - person.open;
  candidates.sort(
    (a, b) =>
      a.open - b.open ||
      Math.sign(room(b) - room(a) || 0) ||
      a.technician.name.localeCompare(b.technician.name, 'es'),
  );
  return candidates[0] ?? null;
}

/** Tickets not yet started move first; then in progress; escalated ones stay with who has them. */
const STATUS_ORDER: Record<TicketStatus, number> = {
  PENDIENTE: 0,
  EN_PROGRESO: 1,
  ESCALADO: 2,
  RESUELTO: 3,
  CERRADO: 3,
};

/**
 * How many to pick at first: enough to leave the person room for one more ticket (10/10 moves
 * one, 12/10 moves three), and no more than the colleague has room for (at least one; a
 * colleague without a maximum takes them all).
 */
export function ticketsToMove(person: TechnicianLoad, target: TechnicianLoad | null): number {
  const max = person.maxOpenTickets ?? person.open;
  const excess = Math.max(1, person.open - max + 1);
  if (!target || target.maxOpenTickets === null) return excess;
  return Math.min(excess, Math.max(1, target.maxOpenTickets - target.open));
}

/**
 * The tickets picked at first: not yet started before in progress, the longest waiting first
 * (they gain the most from a free pair of hands), `count` of them.
 */
export function preselectTickets<T extends { id: string; status: TicketStatus; createdAt: string }>(
  tickets: readonly T[],
  count: number,
): string[] {
  return [...tickets]
    .sort(
      (a, b) =>
        STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.createdAt.localeCompare(b.createdAt),
    )
    .slice(0, Math.max(0, count))
    .map((ticket) => ticket.id);
}
