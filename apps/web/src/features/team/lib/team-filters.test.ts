import { describe, expect, it } from 'vitest';
import { generatePassword } from './generate-password';
import {
  hasActiveFilters,
  parseTeamFilters,
  switchTab,
  teamApiQuery,
  teamFiltersToParams,
} from './team-filters';

describe('team filters', () => {
  it('reads the URL, dropping malformed values', () => {
    const filters = parseTeamFilters(
      new URLSearchParams(
        'page=2&role=TECHNICIAN&status=inactive&period=year&departmentId=x&search=%20ana%20',
      ),
    );
    expect(filters).toEqual({
      tab: 'equipo',
      page: 2,
      role: 'TECHNICIAN',
      status: 'inactive',
      period: 'year',
      departmentId: undefined,
      search: 'ana',
    });
    expect(parseTeamFilters(new URLSearchParams('role=ROOT&period=1y'))).toMatchObject({
      role: undefined,
      period: '30d',
    });
  });

  it('reads the tab from ?tab=clientes, the staff tab otherwise, and sends it as group', () => {
    const clients = parseTeamFilters(new URLSearchParams('tab=clientes'));
    expect(clients.tab).toBe('clientes');
    expect(teamApiQuery(clients)).toMatchObject({ group: 'clients' });
    expect(teamFiltersToParams(clients).toString()).toBe('tab=clientes');
    expect(hasActiveFilters(clients)).toBe(false);
    const staff = parseTeamFilters(new URLSearchParams('tab=otro'));
    expect(staff.tab).toBe('equipo');
    expect(teamApiQuery(staff)).toMatchObject({ group: 'staff' });
    expect(teamFiltersToParams(staff).toString()).toBe('');
  });

  it('offers no "Cliente" role among the staff and no role among clients', () => {
    expect(parseTeamFilters(new URLSearchParams('role=CLIENT')).role).toBeUndefined();
    expect(parseTeamFilters(new URLSearchParams('tab=clientes&role=ADMIN')).role).toBeUndefined();
    expect(parseTeamFilters(new URLSearchParams('role=ADMIN')).role).toBe('ADMIN');
  });

  it('keeps the search, status and period on another tab, and drops what belongs to one', () => {
    const filters = parseTeamFilters(
      new URLSearchParams(
        'page=3&role=ADMIN&search=ana&status=active&period=year&departmentId=0b8f1c52-3f3e-4c1a-9a51-2f4a8d1e6c70',
      ),
    );
    expect(switchTab(filters, 'clientes')).toEqual({
      tab: 'clientes',
      page: 1,
      search: 'ana',
      status: 'active',
      period: 'year',
    });
  });

  it('writes only what differs from the defaults, and maps status to isActive', () => {
    const filters = parseTeamFilters(new URLSearchParams('status=active'));
    expect(teamFiltersToParams(filters).toString()).toBe('status=active');
    expect(teamApiQuery(filters)).toMatchObject({ isActive: 'true', page: 1, limit: 50 });
    expect(teamApiQuery(filters, { forExport: true })).not.toHaveProperty('page');
  });

  it('keeps a well-formed company filter and sends it as customerId', () => {
    const id = '0b8f1c52-3f3e-4c1a-9a51-2f4a8d1e6c70';
    const filters = parseTeamFilters(new URLSearchParams(`customerId=${id}`));
    expect(filters.customerId).toBe(id);
    expect(teamApiQuery(filters)).toMatchObject({ customerId: id });
    expect(parseTeamFilters(new URLSearchParams('customerId=x')).customerId).toBeUndefined();
  });
});

describe('generatePassword', () => {
  it('makes 16 characters with a digit and a symbol, different each time', () => {
    const first = generatePassword();
    expect(first).toHaveLength(16);
    expect(first).toMatch(/\d/);
    expect(first).toMatch(/[-_.!]/);
    expect(generatePassword()).not.toBe(first);
  });
});
