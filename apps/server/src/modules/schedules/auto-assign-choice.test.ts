import { describe, expect, it } from 'vitest';
import { canTakeTicket, chooseAssignee, type AssignmentCandidate } from './auto-assign-choice';

const at = (iso: string) => new Date(iso);

function candidate(
  name: string,
  overrides: Partial<AssignmentCandidate> = {},
): AssignmentCandidate {
  return {
    userId: `id-${name}`,
    name,
    openTickets: 0,
    maxOpenTickets: null,
    lastAssignedAt: null,
    state: 'available',
    ...overrides,
  };
}

const nameOf = (chosen: AssignmentCandidate | null) => chosen?.name ?? null;

describe('chooseAssignee, round robin', () => {
  it('gives the ticket to whoever was never given one, by name, then the oldest', () => {
    const team = [
      candidate('Carla', { lastAssignedAt: at('2026-03-02T15:00:00Z') }),
      candidate('Beto'),
      candidate('Ángel'),
    ];
    // "Ángel" sorts as "Angel": before Beto.
    expect(nameOf(chooseAssignee('round_robin', team))).toBe('Ángel');
    const everyone = [
      candidate('Carla', { lastAssignedAt: at('2026-03-02T15:00:00Z') }),
      candidate('Beto', { lastAssignedAt: at('2026-03-02T14:00:00Z') }),
      candidate('Ana', { lastAssignedAt: at('2026-03-02T16:00:00Z') }),
    ];
    expect(nameOf(chooseAssignee('round_robin', everyone))).toBe('Beto');
  });

  it('ignores the load: round robin only looks at turns', () => {
    const team = [
      candidate('Ana', { openTickets: 9, maxOpenTickets: 10 }),
      candidate('Beto', { openTickets: 0, lastAssignedAt: at('2026-03-02T14:00:00Z') }),
    ];
    expect(nameOf(chooseAssignee('round_robin', team))).toBe('Ana');
  });
});

describe('chooseAssignee, least loaded', () => {
  it('gives the ticket to the fewest open tickets, ties in round robin order', () => {
    const team = [
      candidate('Ana', { openTickets: 3 }),
      candidate('Beto', { openTickets: 1, lastAssignedAt: at('2026-03-02T15:00:00Z') }),
      candidate('Carla', { openTickets: 1, lastAssignedAt: at('2026-03-02T14:00:00Z') }),
    ];
    expect(nameOf(chooseAssignee('least_loaded', team))).toBe('Carla');
  });
});

describe('who can take a ticket', () => {
  it('skips anyone away or at their maximum, and answers null when nobody is left', () => {
    const team = [
      candidate('Ana', { state: 'on_break' }),
      candidate('Beto', { state: 'at_lunch' }),
      candidate('Carla', { state: 'off_shift' }),
      candidate('Diego', { openTickets: 10, maxOpenTickets: 10 }),
      candidate('Elsa', { openTickets: 0, maxOpenTickets: 0 }),
    ];
    expect(chooseAssignee('round_robin', team)).toBeNull();
    expect(chooseAssignee('least_loaded', team)).toBeNull();
    const withFabio = [...team, candidate('Fabio', { openTickets: 9, maxOpenTickets: 10 })];
    expect(nameOf(chooseAssignee('least_loaded', withFabio))).toBe('Fabio');
  });

  it('takes no maximum as no limit', () => {
    expect(canTakeTicket(candidate('Ana', { openTickets: 500 }))).toBe(true);
    expect(canTakeTicket(candidate('Ana', { openTickets: 4, maxOpenTickets: 5 }))).toBe(true);
    expect(canTakeTicket(candidate('Ana', { openTickets: 5, maxOpenTickets: 5 }))).toBe(false);
  });
});
