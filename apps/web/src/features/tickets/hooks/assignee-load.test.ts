import type { TechnicianOption } from '@atiende/contracts';
import { describe, expect, it } from 'vitest';
import { assigneeOptionOf, assignmentWarningOf, isAway, isFull } from './assignee-load';

const person = (
  openTickets: number,
  maxOpenTickets: number | null,
  availability: TechnicianOption['availability'] = { state: 'available', until: null },
): TechnicianOption => ({
  id: '6f1c2a4e-1d2b-4c3d-8e9f-0a1b2c3d4e5f',
  name: 'Ana Torres',
  email: 'ana@example.pe',
  role: 'TECHNICIAN',
  openTickets,
  maxOpenTickets,
  availability,
});

describe('assignee load', () => {
  it('shows the load as open over maximum and marks someone at the maximum', () => {
    expect(assigneeOptionOf(person(8, 10)).label).toBe('Ana Torres (8/10 · disponible)');
    expect(assigneeOptionOf(person(10, 10)).label).toBe(
      'Ana Torres (10/10, sin cupo · disponible)',
    );
    expect(isFull(person(11, 10))).toBe(true);
  });

  it('counts open tickets in words when no maximum is set', () => {
    expect(assigneeOptionOf(person(1, null)).label).toBe('Ana Torres (1 abierto · disponible)');
    expect(assigneeOptionOf(person(3, null)).label).toBe('Ana Torres (3 abiertos · disponible)');
    expect(isFull(person(300, null))).toBe(false);
  });

  it('says each availability after the load', () => {
    const at = (state: TechnicianOption['availability']['state']) =>
      assigneeOptionOf(person(8, 10, { state, until: null })).label;
    expect(at('on_break')).toBe('Ana Torres (8/10 · en pausa)');
    expect(at('at_lunch')).toBe('Ana Torres (8/10 · almorzando)');
    expect(at('off_shift')).toBe('Ana Torres (8/10 · fuera de turno)');
    expect(isAway(person(0, null, { state: 'off_shift', until: null }))).toBe(true);
    expect(isAway(person(0, null))).toBe(false);
  });
});

describe('assignmentWarningOf', () => {
  it('asks nothing about someone available with room, or without a maximum', () => {
    expect(assignmentWarningOf(person(9, 10))).toBeNull();
    expect(assignmentWarningOf(person(40, null))).toBeNull();
  });

  it('asks before giving a ticket to someone away, with the end of their pause in Lima time', () => {
    // 15:15 UTC is 10:15 in Lima.
    const onBreak = person(2, 10, { state: 'on_break', until: '2026-03-02T15:15:00.000Z' });
    expect(assignmentWarningOf(onBreak)).toBe(
      'Ana Torres está en pausa hasta las 10:15. ¿Asignar de todos modos?',
    );
    expect(assignmentWarningOf(person(2, 10, { state: 'at_lunch', until: null }))).toBe(
      'Ana Torres está almorzando. ¿Asignar de todos modos?',
    );
    // The next shift may be days away: not said.
    const offShift = person(2, 10, { state: 'off_shift', until: '2026-03-03T13:00:00.000Z' });
    expect(assignmentWarningOf(offShift)).toBe(
      'Ana Torres está fuera de turno. ¿Asignar de todos modos?',
    );
  });

  it('asks before giving a ticket to someone full, and says both facts at once', () => {
    expect(assignmentWarningOf(person(10, 10))).toBe(
      'Ana Torres tiene 10 de 10 tickets abiertos. ¿Asignar de todos modos?',
    );
    expect(assignmentWarningOf(person(1, 1))).toBe(
      'Ana Torres tiene 1 de 1 ticket abierto. ¿Asignar de todos modos?',
    );
    expect(assignmentWarningOf(person(12, 10, { state: 'at_lunch', until: null }))).toBe(
      'Ana Torres está almorzando y tiene 12 de 10 tickets abiertos. ¿Asignar de todos modos?',
    );
  });
});
