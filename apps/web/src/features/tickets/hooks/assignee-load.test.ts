import { describe, expect, it } from 'vitest';
import { assigneeOptionOf, isFull } from './assignee-load';

const person = (openTickets: number, maxOpenTickets: number | null) => ({
  id: '6f1c2a4e-1d2b-4c3d-8e9f-0a1b2c3d4e5f',
  name: 'Ana Torres',
  email: 'ana@example.pe',
  role: 'TECHNICIAN' as const,
  openTickets,
  maxOpenTickets,
});

describe('assignee load', () => {
  it('shows the load as open over maximum and marks someone at the maximum', () => {
    expect(assigneeOptionOf(person(8, 10)).label).toBe('Ana Torres (8/10)');
    expect(assigneeOptionOf(person(10, 10)).label).toBe('Ana Torres (10/10, sin cupo)');
    expect(isFull(person(11, 10))).toBe(true);
  });

  it('counts open tickets in words when no maximum is set', () => {
    expect(assigneeOptionOf(person(1, null)).label).toBe('Ana Torres (1 abierto)');
    expect(assigneeOptionOf(person(3, null)).label).toBe('Ana Torres (3 abiertos)');
    expect(isFull(person(300, null))).toBe(false);
  });
});
