import { describe, expect, it } from 'vitest';
import { exportQueryOf } from './export-query';
import { parseFilters } from './list-filters';

describe('exportQueryOf', () => {
  it("keeps the list's filters and view, without paging or sort", () => {
    const filters = parseFilters(
      new URLSearchParams(
        'search=impresora&status=RESUELTO,CERRADO&priority=ALTA&assignedToId=me&view=open&sort=number&page=3&from=2026-11-01',
      ),
    );
    expect(exportQueryOf(filters)).toEqual({
      search: 'impresora',
      status: 'RESUELTO,CERRADO',
      priority: 'ALTA',
      assignedToId: 'me',
      departmentId: undefined,
      from: '2026-11-01',
      to: undefined,
      view: 'open',
    });
  });

  it("takes the completed page's forced view", () => {
    expect(exportQueryOf(parseFilters(new URLSearchParams(''), 'completed')).view).toBe(
      'completed',
    );
  });
});
