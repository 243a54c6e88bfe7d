import { describe, expect, it } from 'vitest';
import { generatePassword } from './generate-password';
import { parseTeamFilters, teamApiQuery, teamFiltersToParams } from './team-filters';

describe('team filters', () => {
  it('reads the URL, dropping malformed values', () => {
    const filters = parseTeamFilters(
      new URLSearchParams(
        'page=2&role=TECHNICIAN&status=inactive&period=year&departmentId=x&search=%20ana%20',
      ),
    );
    expect(filters).toEqual({
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
