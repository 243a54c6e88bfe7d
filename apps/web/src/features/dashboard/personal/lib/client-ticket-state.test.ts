import { describe, expect, it } from 'vitest';
import { TICKET_STATUSES } from '@atiende/contracts';
import { clientStateOf } from './client-ticket-state';

describe('a ticket state in plain words for the client (docs/dashboards.md "Cliente")', () => {
  it('says what is happening with each status, and what the client should do when resolved', () => {
    expect(TICKET_STATUSES.map((status) => [status, clientStateOf(status)])).toEqual([
      ['PENDIENTE', 'Esperando respuesta del equipo'],
      ['EN_PROGRESO', 'El equipo está trabajando en él'],
      ['RESUELTO', 'Resuelto: confirma si se solucionó'],
      ['CERRADO', 'Cerrado'],
      ['ESCALADO', 'Lo revisa un especialista del equipo'],
    ]);
  });
});
