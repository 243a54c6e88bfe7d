import { describe, expect, it } from 'vitest';
import { TICKET_STATUSES } from '@atiende/contracts';
import { clientStateOf } from './client-ticket-state';

describe('a ticket state in plain words for the client (docs/dashboards.md "Cliente")', () => {
  it('says what is happening with each of the client’s own tickets', () => {
    expect(TICKET_STATUSES.map((status) => [status, clientStateOf(status, true)])).toEqual([
      ['PENDIENTE', 'Esperando respuesta del equipo'],
      ['EN_PROGRESO', 'El equipo está trabajando en él'],
      ['RESUELTO', 'Resuelto: confirma si se solucionó'],
      ['CERRADO', 'Cerrado'],
      ['ESCALADO', 'Lo revisa un especialista del equipo'],
    ]);
  });

  it('asks only the person who filed a resolved ticket to confirm it', () => {
    expect(clientStateOf('RESUELTO', false)).toBe('Resuelto: falta que quien lo creó confirme');
    expect(clientStateOf('EN_PROGRESO', false)).toBe('El equipo está trabajando en él');
  });
});
