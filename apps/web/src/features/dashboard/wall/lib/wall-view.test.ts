import { describe, expect, it } from 'vitest';
import type {
  DashboardOverview,
  DashboardTicket,
  TechnicianLoad,
} from '@atiende/contracts/dashboard';
import {
  canSeeWall,
  departmentFromSearch,
  liveText,
  loadPercent,
  loadRows,
  scopeLabel,
  wallFigures,
} from './wall-view';

const DEPARTMENT = { id: '5d7f1c1e-8d1e-4a53-9a55-3f0f2b1e0a01', name: 'Cocina' };

function ticket(createdAt: string): DashboardTicket {
  return {
    id: '0c6f4f5e-2b1a-4f1e-8a44-6c9a5d2b7e10',
    number: 41,
    title: 'La impresora de comandas no imprime',
    status: 'PENDIENTE',
    customStatus: null,
    priority: 'ALTA',
    department: DEPARTMENT,
    assignedTo: null,
    requesterName: 'Cevichería La Mar',
    createdAt,
    updatedAt: createdAt,
  };
}

function person(name: string, open: number, maxOpenTickets: number | null): TechnicianLoad {
  return {
    technician: { id: crypto.randomUUID(), name },
    role: 'TECHNICIAN',
    open,
    maxOpenTickets,
    isFull: maxOpenTickets !== null && open >= maxOpenTickets,
    isOnline: false,
    resolvedInPeriod: 0,
  };
}

function overview(parts: Partial<DashboardOverview>): DashboardOverview {
  return {
    range: { period: 'today', from: '2026-11-26T05:00:00.000Z', to: '2026-11-27T05:00:00.000Z' },
    generatedAt: '2026-11-26T15:04:00.000Z',
    departments: [DEPARTMENT],
    backlog: { open: 12, unassigned: 3, byStatus: [], byPriority: [], byDepartment: [] },
    flow: [],
    totals: { created: 7, resolved: 5 },
    firstResponse: { medianMinutes: null, p90Minutes: null, count: 0 },
    resolution: { medianMinutes: null, p90Minutes: null, count: 0 },
    load: [],
    oldest: [],
    unassignedTickets: [],
    channels: [],
    topCustomers: [],
    sinceYesterday: {
      created: 0,
      createdBefore: 0,
      resolved: 0,
      resolvedBefore: 0,
      escalated: 0,
      reopened: 0,
    },
    sla: {
      firstResponse: { met: 0, breached: 0, percent: null },
      resolution: { met: 0, breached: 0, percent: null },
      atRisk: 0,
      overdue: 0,
    },
    ...parts,
  };
}

describe('the wall screen figures', () => {
  it("takes today's totals, the backlog and how long the oldest open ticket has waited", () => {
    const figures = wallFigures(
      overview({ oldest: [ticket('2026-11-24T11:00:00.000Z'), ticket('2026-11-25T09:00:00Z')] }),
      new Date('2026-11-26T15:04:30.000Z'),
    );
    expect(figures).toMatchObject({ open: 12, unassigned: 3, createdToday: 7, resolvedToday: 5 });
    // 2 days, 4 hours and 4 minutes.
    expect(figures.oldest?.waitedMinutes).toBe(2 * 24 * 60 + 4 * 60 + 4);
    expect(figures.oldest?.ticket.number).toBe(41);
  });

  it('has no oldest ticket when nothing is open, and never a negative wait', () => {
    expect(wallFigures(overview({}), new Date()).oldest).toBeNull();
    const future = wallFigures(
      overview({ oldest: [ticket('2026-11-26T15:05:00.000Z')] }),
      new Date('2026-11-26T15:04:00.000Z'),
    );
    expect(future.oldest?.waitedMinutes).toBe(0);
  });

  it('lists people by name and measures their load against their limit', () => {
    const rows = loadRows([
      person('Óscar', 1, null),
      person('Ana', 10, 10),
      person('Carlos', 3, 8),
    ]);
    expect(rows.map((row) => row.technician.name)).toEqual(['Ana', 'Carlos', 'Óscar']);
    expect(loadPercent({ open: 3, maxOpenTickets: 8 })).toBe(38);
    expect(loadPercent({ open: 12, maxOpenTickets: 10 })).toBe(100);
    expect(loadPercent({ open: 0, maxOpenTickets: 0 })).toBe(0);
    expect(loadPercent({ open: 1, maxOpenTickets: 0 })).toBe(100);
    expect(loadPercent({ open: 4, maxOpenTickets: null })).toBeNull();
  });
});

describe('what the wall says around the figures', () => {
  it('is for administrators and tech leads only', () => {
    expect(canSeeWall('ADMIN')).toBe(true);
    expect(canSeeWall('TECH_LEAD')).toBe(true);
    expect(canSeeWall('TECHNICIAN')).toBe(false);
    expect(canSeeWall('CLIENT')).toBe(false);
  });

  it('names the departments it covers', () => {
    const two = overview({ departments: [DEPARTMENT, { ...DEPARTMENT, name: 'Caja' }] });
    expect(scopeLabel(two, 'ADMIN', null)).toBe('Todos los departamentos');
    expect(scopeLabel(two, 'ADMIN', DEPARTMENT.id)).toBe('Cocina · Caja');
    expect(scopeLabel(two, 'TECH_LEAD', null)).toBe('Cocina · Caja');
    expect(scopeLabel(overview({ departments: [] }), 'TECH_LEAD', null)).toBe(
      'Sin departamentos a tu cargo',
    );
  });

  it('tells the live connection apart from the minute refresh', () => {
    expect(liveText('connected')).toBe('En vivo');
    expect(liveText(null)).toBe('Conectando...');
    expect(liveText('reconnecting')).toBe('Reconectando...');
    expect(liveText('exhausted')).toMatch(/cada minuto/);
  });

  it('reads a department from the address only when it is an id', () => {
    expect(departmentFromSearch(`?departmentId=${DEPARTMENT.id}`)).toBe(DEPARTMENT.id);
    expect(departmentFromSearch('?departmentId=cocina')).toBeNull();
    expect(departmentFromSearch('')).toBeNull();
  });
});
