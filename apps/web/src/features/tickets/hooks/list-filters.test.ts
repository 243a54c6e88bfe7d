import { describe, expect, it } from 'vitest';
import {
  ariaSortOf,
  clearFilters,
  filtersToSearchParams,
  hasActiveFilters,
  nextSort,
  parseFilters,
  toApiQuery,
  viewSignature,
  withFilters,
} from './list-filters';

const DEPARTMENT = '5b1f1c5e-8a3c-4b8e-9f5e-1c2d3e4f5a6b';

describe('parseFilters', () => {
  it('reads every filter of the URL', () => {
    const filters = parseFilters(
      new URLSearchParams(
        `search=impresora&status=PENDIENTE,ESCALADO&priority=URGENTE&assignedToId=me&departmentId=${DEPARTMENT}&from=2025-03-01&to=2025-03-07&sort=priority&page=3&view=open`,
      ),
    );
    expect(filters).toEqual({
      search: 'impresora',
      status: ['PENDIENTE', 'ESCALADO'],
      priority: ['URGENTE'],
      assignedToId: 'me',
      departmentId: DEPARTMENT,
      from: '2025-03-01',
      to: '2025-03-07',
      sort: 'priority',
      page: 3,
      view: 'open',
    });
  });

  it('drops values the API would reject instead of sending them', () => {
    const filters = parseFilters(
      new URLSearchParams(
        'status=PENDIENTE,ABIERTO&priority=ALTISIMA&assignedToId=carlos&departmentId=7&from=ayer&sort=-sla&page=-2&view=mine',
      ),
    );
    expect(filters.status).toEqual(['PENDIENTE']);
    expect(filters.priority).toEqual([]);
    expect(filters.assignedToId).toBeNull();
    expect(filters.departmentId).toBeNull();
    expect(filters.from).toBeNull();
    expect(filters.sort).toBe('-updatedAt');
    expect(filters.page).toBe(1);
    expect(filters.view).toBeNull();
  });

  it('lets the route force the view (/tickets/completed)', () => {
    expect(parseFilters(new URLSearchParams('view=open'), 'completed').view).toBe('completed');
  });
});

describe('filtersToSearchParams', () => {
  it('round-trips and leaves defaults out of the URL', () => {
    const query = 'status=PENDIENTE%2CESCALADO&assignedToId=none&view=open&page=2';
    const filters = parseFilters(new URLSearchParams(query));
    expect(filtersToSearchParams(filters).toString()).toBe(query);
    expect(
      filtersToSearchParams(parseFilters(new URLSearchParams('sort=-updatedAt&page=1'))).toString(),
    ).toBe('');
  });
});

describe('toApiQuery', () => {
  it('joins lists with commas, asks for 50 per page and omits empty values', () => {
    const filters = parseFilters(
      new URLSearchParams('status=PENDIENTE,EN_PROGRESO&assignedToId=me'),
    );
    expect(toApiQuery(filters)).toEqual({
      page: 1,
      limit: 50,
      sort: '-updatedAt',
      search: undefined,
      status: 'PENDIENTE,EN_PROGRESO',
      priority: undefined,
      assignedToId: 'me',
      departmentId: undefined,
      from: undefined,
      to: undefined,
      view: undefined,
    });
  });

  it('asks for another page size when told, as "Seleccionar los N de esta vista" does', () => {
    const filters = parseFilters(new URLSearchParams('status=PENDIENTE&page=3'));
    expect(toApiQuery({ ...filters, page: 1 }, 100)).toMatchObject({
      page: 1,
      limit: 100,
      status: 'PENDIENTE',
    });
  });
});

describe('changing filters', () => {
  it('goes back to page 1 and "Limpiar filtros" keeps the view and the sort', () => {
    const filters = parseFilters(new URLSearchParams('priority=ALTA&view=open&sort=title&page=4'));
    expect(hasActiveFilters(filters)).toBe(true);
    expect(withFilters(filters, { search: 'caja' }).page).toBe(1);
    const cleared = clearFilters(filters);
    expect(hasActiveFilters(cleared)).toBe(false);
    expect(filtersToSearchParams(cleared).toString()).toBe('view=open&sort=title');
  });
});

describe('sorting', () => {
  it('toggles direction on the same column and starts dates newest first', () => {
    expect(nextSort('-updatedAt', 'updatedAt')).toBe('updatedAt');
    expect(nextSort('updatedAt', 'updatedAt')).toBe('-updatedAt');
    expect(nextSort('-updatedAt', 'title')).toBe('title');
    expect(nextSort('title', 'createdAt')).toBe('-createdAt');
    expect(ariaSortOf('-priority', 'priority')).toBe('descending');
    expect(ariaSortOf('-priority', 'title')).toBe('none');
  });
});

describe('viewSignature', () => {
  it('matches a view whatever the order, sort or page', () => {
    expect(viewSignature(new URLSearchParams('view=open&assignedToId=me&page=3&sort=title'))).toBe(
      viewSignature(new URLSearchParams('assignedToId=me&view=open')),
    );
  });
});
