import { describe, expect, it } from 'vitest';
import type { TechnicianLoad } from '@atiende/contracts/dashboard';
import { preselectTickets, suggestColleague, ticketsToMove } from './reassign-plan';

let next = 0;
function person(
  name: string,
  open: number,
  maxOpenTickets: number | null,
  isOnline = true,
): TechnicianLoad {
  next += 1;
  return {
    technician: { id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`, name },
    role: 'TECHNICIAN',
    open,
    maxOpenTickets,
    isFull: maxOpenTickets !== null && open >= maxOpenTickets,
    isOnline,
    resolvedInPeriod: 0,
  };
}

describe('suggestColleague', () => {
  it('suggests the online colleague with the fewest open tickets and room left', () => {
    const ana = person('Ana', 12, 10);
    const load = [
      ana,
      person('Beto', 2, 10, false),
      person('Carla', 4, 10),
      person('Diego', 3, 3),
      person('Elena', 4, 12),
    ];
    // Beto is offline, Diego is full; Carla and Elena have 4 each, Elena has more room.
    expect(suggestColleague(load, ana.technician.id)?.technician.name).toBe('Elena');
  });

  it('prefers, among equal loads, someone without a maximum', () => {
    const ana = person('Ana', 12, 10);
    const load = [ana, person('Carla', 2, 10), person('Zoe', 2, null)];
    expect(suggestColleague(load, ana.technician.id)?.technician.name).toBe('Zoe');
  });

  it('does not suggest the viewer, who may still choose themselves', () => {
    const ana = person('Ana', 12, 10);
    const lead = person('Lucía', 0, 20);
    const load = [ana, lead, person('Carla', 4, 10)];
    expect(suggestColleague(load, ana.technician.id, lead.technician.id)?.technician.name).toBe(
      'Carla',
    );
  });

  it('suggests nobody when no one else online has room', () => {
    const ana = person('Ana', 12, 10);
    expect(
      suggestColleague(
        [ana, person('Beto', 1, 10, false), person('Diego', 5, 5)],
        ana.technician.id,
      ),
    ).toBeNull();
  });
});

describe('ticketsToMove', () => {
  it('leaves the person room for one more, within the colleague room (at least one)', () => {
    expect(ticketsToMove(person('Ana', 13, 10), null)).toBe(4);
    expect(ticketsToMove(person('Ana', 10, 10), null)).toBe(1);
    expect(ticketsToMove(person('Ana', 3, 2), person('Beto', 0, 10))).toBe(2);
    expect(ticketsToMove(person('Ana', 13, 10), person('Beto', 8, 10))).toBe(2);
    expect(ticketsToMove(person('Ana', 13, 10), person('Beto', 10, 10))).toBe(1);
    expect(ticketsToMove(person('Ana', 13, 10), person('Beto', 30, null))).toBe(4);
  });
});

describe('preselectTickets', () => {
  it('picks tickets not yet started first, the longest waiting first', () => {
    const tickets = [
      { id: 'a', status: 'EN_PROGRESO' as const, createdAt: '2026-11-01T10:00:00.000Z' },
      { id: 'b', status: 'PENDIENTE' as const, createdAt: '2026-11-20T10:00:00.000Z' },
      { id: 'c', status: 'PENDIENTE' as const, createdAt: '2026-11-10T10:00:00.000Z' },
      { id: 'd', status: 'ESCALADO' as const, createdAt: '2026-10-01T10:00:00.000Z' },
    ];
    expect(preselectTickets(tickets, 2)).toEqual(['c', 'b']);
    expect(preselectTickets(tickets, 3)).toEqual(['c', 'b', 'a']);
    expect(preselectTickets(tickets, 10)).toEqual(['c', 'b', 'a', 'd']);
    expect(preselectTickets(tickets, 0)).toEqual([]);
  });
});
