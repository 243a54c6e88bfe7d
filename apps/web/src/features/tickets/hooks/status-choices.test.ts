import { describe, expect, it } from 'vitest';
import type { TicketDetail } from '@atiende/contracts';
import { needsResolution, statusChoices, statusPatch } from './status-choices';

const WAITING = {
  id: '5b1f1c5e-8a3c-4b8e-9f5e-1c2d3e4f5a6b',
  name: 'Esperando al cliente',
  baseStatus: 'EN_PROGRESO' as const,
  requiresResolutionNote: false,
};
const VISITED = {
  id: '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
  name: 'Resuelto con visita',
  baseStatus: 'RESUELTO' as const,
  requiresResolutionNote: true,
};

/** Only what statusChoices reads of a ticket. */
function makeTicket(
  status: TicketDetail['status'],
  allowedStatuses: TicketDetail['status'][],
  customStatus: TicketDetail['customStatus'] = null,
): TicketDetail {
  return {
    status,
    customStatus,
    permissions: { allowedStatuses, allowedCustomStatuses: [WAITING, VISITED] },
  } as unknown as TicketDetail;
}

const names = (ticket: TicketDetail) =>
  statusChoices(ticket).map((choice) => choice.customStatus?.name ?? choice.status);

describe('statusChoices', () => {
  it('lists each allowed base status followed by the custom statuses that count as it', () => {
    const ticket = makeTicket('PENDIENTE', ['EN_PROGRESO', 'ESCALADO', 'RESUELTO', 'CERRADO']);
    expect(names(ticket)).toEqual([
      'EN_PROGRESO',
      'Esperando al cliente',
      'ESCALADO',
      'RESUELTO',
      'Resuelto con visita',
      'CERRADO',
    ]);
  });

  it('offers the plain base back, but not the custom status the ticket is on', () => {
    const ticket = makeTicket('EN_PROGRESO', ['EN_PROGRESO', 'PENDIENTE', 'RESUELTO'], {
      id: WAITING.id,
      name: WAITING.name,
    });
    expect(names(ticket)).toEqual(['PENDIENTE', 'EN_PROGRESO', 'RESUELTO', 'Resuelto con visita']);
  });

  it('never offers the plain status the ticket already has', () => {
    const ticket = makeTicket('EN_PROGRESO', ['EN_PROGRESO', 'PENDIENTE']);
    expect(names(ticket)).toEqual(['PENDIENTE', 'Esperando al cliente', 'Resuelto con visita']);
  });
});

describe('needsResolution and statusPatch', () => {
  it('asks for a resolution for Resuelto and for a custom status that requires a note', () => {
    expect(needsResolution({ status: 'RESUELTO', customStatus: null })).toBe(true);
    expect(needsResolution({ status: 'EN_PROGRESO', customStatus: null })).toBe(false);
    expect(
      needsResolution({
        status: 'CERRADO',
        customStatus: { id: VISITED.id, name: 'Cerrado con acta', requiresResolutionNote: true },
      }),
    ).toBe(true);
  });

  it('sends a custom status with its base status', () => {
    const choice = {
      status: 'EN_PROGRESO' as const,
      customStatus: { id: WAITING.id, name: WAITING.name, requiresResolutionNote: false },
    };
    expect(statusPatch(choice)).toEqual({ status: 'EN_PROGRESO', customStatusId: WAITING.id });
    expect(statusPatch({ status: 'PENDIENTE', customStatus: null })).toEqual({
      status: 'PENDIENTE',
    });
  });
});
