import type { Role, TicketStatus } from '@atiende/contracts';

/**
 * The ticket state machine (docs/conventions.md#state-machines; docs/tickets.md). Pure: who may
 * move a ticket from one base status to another. Custom statuses map onto these five, so they
 * follow the same rules.
 */
const GRAPH: Record<TicketStatus, readonly TicketStatus[]> = {
  PENDIENTE: ['EN_PROGRESO', 'ESCALADO', 'RESUELTO', 'CERRADO'],
  EN_PROGRESO: ['PENDIENTE', 'ESCALADO', 'RESUELTO', 'CERRADO'],
  ESCALADO: ['PENDIENTE', 'EN_PROGRESO', 'RESUELTO', 'CERRADO'],
  // Reopening a resolved ticket puts it back in the queue.
  RESUELTO: ['CERRADO', 'EN_PROGRESO', 'PENDIENTE'],
  // A closed ticket is reopened only by a lead or an administrator.
  CERRADO: ['EN_PROGRESO'],
};

export type TransitionContext = {
  role: Role;
  /** The caller requested the ticket (a client's own ticket). */
  isRequester: boolean;
};

export function canTransition(
  from: TicketStatus,
  to: TicketStatus,
  context: TransitionContext,
): boolean {
  if (from === to) return false;
  if (!GRAPH[from].includes(to)) return false;
  switch (context.role) {
    case 'ADMIN':
    case 'TECH_LEAD':
      return true;
    case 'TECHNICIAN':
      return from !== 'CERRADO';
    case 'CLIENT':
      // A client confirms a resolution (close) or says the problem goes on (reopen).
      return context.isRequester && from === 'RESUELTO' && (to === 'CERRADO' || to === 'PENDIENTE');
  }
}

export function allowedTransitions(from: TicketStatus, context: TransitionContext): TicketStatus[] {
  return GRAPH[from].filter((to) => canTransition(from, to, context));
}

/** docs/product/tickets.md: marking Resuelto asks for extra information. */
export function requiresResolution(to: TicketStatus): boolean {
  return to === 'RESUELTO';
}

/**
 * The timestamps a status change sets or clears; they move together
 * (docs/conventions.md#state-machines).
 */
export function timestampsFor(
  to: TicketStatus,
  now: Date,
): { resolvedAt?: Date | null; closedAt: Date | null } {
  if (to === 'RESUELTO') return { resolvedAt: now, closedAt: null };
  if (to === 'CERRADO') return { closedAt: now }; // the resolution time stays
  return { resolvedAt: null, closedAt: null }; // reopened
}
