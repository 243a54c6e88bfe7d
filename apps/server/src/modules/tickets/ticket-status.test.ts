import { TICKET_STATUSES, type Role, type TicketStatus } from '@atiende/contracts';
import { describe, expect, it } from 'vitest';
import { allowedTransitions, canTransition, timestampsFor } from './ticket-status';

const ALL_PAIRS = TICKET_STATUSES.flatMap((from) =>
  TICKET_STATUSES.map((to) => [from, to] as const),
);

/** The rules of docs/tickets.md, written out once more as the oracle. */
function expected(from: TicketStatus, to: TicketStatus, role: Role, isRequester: boolean): boolean {
  if (from === to) return false;
  if (from === 'CERRADO') return to === 'EN_PROGRESO' && (role === 'ADMIN' || role === 'TECH_LEAD');
  if (from === 'RESUELTO' && to === 'ESCALADO') return false;
  if (role === 'CLIENT')
    return isRequester && from === 'RESUELTO' && (to === 'CERRADO' || to === 'PENDIENTE');
  return true;
}

describe('ticket state machine', () => {
  it.each(['ADMIN', 'TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const)(
    'allows exactly the documented moves for %s',
    (role) => {
      for (const isRequester of [true, false]) {
        for (const [from, to] of ALL_PAIRS) {
          expect([from, to, canTransition(from, to, { role, isRequester })]).toEqual([
            from,
            to,
            expected(from, to, role, isRequester),
          ]);
        }
      }
    },
  );

  it('lists the allowed statuses for the detail page', () => {
    expect(allowedTransitions('RESUELTO', { role: 'CLIENT', isRequester: true })).toEqual([
      'CERRADO',
      'PENDIENTE',
    ]);
    expect(allowedTransitions('PENDIENTE', { role: 'CLIENT', isRequester: true })).toEqual([]);
  });

  it('moves the timestamps together', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(timestampsFor('RESUELTO', now)).toEqual({ resolvedAt: now, closedAt: null });
    expect(timestampsFor('CERRADO', now)).toEqual({ closedAt: now });
    expect(timestampsFor('EN_PROGRESO', now)).toEqual({ resolvedAt: null, closedAt: null });
  });
});
