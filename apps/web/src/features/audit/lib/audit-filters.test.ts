import { describe, expect, it } from 'vitest';
import {
  auditApiQuery,
  auditFiltersToParams,
  hasActiveFilters,
  parseAuditFilters,
} from './audit-filters';

describe('parseAuditFilters', () => {
  it('reads valid filters from the URL', () => {
    const filters = parseAuditFilters(
      new URLSearchParams(
        'page=3&from=2026-01-01&to=2026-01-31&action=LOGIN_FAILED&entityType=USER&severity=WARNING&actorId=0b8f3c64-0000-4000-8000-000000000000&search=%20ana%20',
      ),
    );
    expect(filters).toEqual({
      page: 3,
      from: '2026-01-01',
      to: '2026-01-31',
      action: 'LOGIN_FAILED',
      entityType: 'USER',
      severity: 'WARNING',
      actorId: '0b8f3c64-0000-4000-8000-000000000000',
      search: 'ana',
    });
  });

  it('drops unknown and malformed values', () => {
    expect(
      parseAuditFilters(
        new URLSearchParams('page=-2&from=01/01/2026&action=DROP&severity=LOW&actorId=1&search='),
      ),
    ).toEqual({ page: 1 });
  });
});

describe('auditFiltersToParams', () => {
  it('leaves out empty filters and the first page', () => {
    expect(auditFiltersToParams({ page: 1, severity: 'ERROR' }).toString()).toBe('severity=ERROR');
    expect(auditFiltersToParams({ page: 2 }).toString()).toBe('page=2');
  });

  it('round-trips through the URL', () => {
    const filters = { page: 4, action: 'API_ERROR' as const, search: 'tickets' };
    expect(parseAuditFilters(auditFiltersToParams(filters))).toEqual(filters);
  });
});

describe('auditApiQuery', () => {
  it('adds the page size for the list and drops paging for the export', () => {
    expect(auditApiQuery({ page: 2, severity: 'ERROR' })).toEqual({
      page: 2,
      limit: 50,
      severity: 'ERROR',
    });
    expect(auditApiQuery({ page: 2, severity: 'ERROR' }, { forExport: true })).toEqual({
      severity: 'ERROR',
    });
  });
});

describe('hasActiveFilters', () => {
  it('ignores the page', () => {
    expect(hasActiveFilters({ page: 5 })).toBe(false);
    expect(hasActiveFilters({ page: 1, from: '2026-01-01' })).toBe(true);
  });
});
