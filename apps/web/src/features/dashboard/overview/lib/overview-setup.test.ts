import { describe, expect, it } from 'vitest';
import type { DashboardOverview } from '@atiende/contracts/dashboard';
import { isNewInstallation, setupStepsOf } from './overview-setup';

const EMPTY: DashboardOverview = {
  range: { period: '7d', from: '2026-11-20T05:00:00.000Z', to: '2026-11-27T05:00:00.000Z' },
  generatedAt: '2026-11-26T15:00:00.000Z',
  departments: [],
  backlog: { open: 0, unassigned: 0, byStatus: [], byPriority: [], byDepartment: [] },
  flow: [],
  totals: { created: 0, resolved: 0 },
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
};
const DEPARTMENT = { id: '0b8f7c9e-4a3b-4c2d-9e1f-123456789abc', name: 'Caja' };
const PERSON = {
  technician: { id: '3c2b1a09-8f7e-4d6c-8b5a-abcdefabcdef', name: 'Ana Torres' },
  role: 'TECHNICIAN' as const,
  open: 0,
  maxOpenTickets: null,
  isFull: false,
  isOnline: false,
  resolvedInPeriod: 0,
};

describe('the first steps of a new installation', () => {
  it('asks for a department first, then the team, and ticks what is done', () => {
    const fresh = setupStepsOf(EMPTY);
    expect(fresh).toEqual({ hasDepartment: false, hasTeam: false, hasTickets: false });
    expect(isNewInstallation(fresh)).toBe(true);

    const withDepartment = setupStepsOf({ ...EMPTY, departments: [DEPARTMENT] });
    expect(withDepartment).toMatchObject({ hasDepartment: true, hasTeam: false });
    expect(isNewInstallation(withDepartment)).toBe(true);
  });

  it('leaves once there is a department and someone to work in it, tickets or not', () => {
    const ready = setupStepsOf({ ...EMPTY, departments: [DEPARTMENT], load: [PERSON] });
    expect(ready.hasTickets).toBe(false);
    expect(isNewInstallation(ready)).toBe(false);
    expect(setupStepsOf({ ...EMPTY, backlog: { ...EMPTY.backlog, open: 1 } }).hasTickets).toBe(
      true,
    );
  });
});
