import { describe, expect, it } from 'vitest';
import { ticketListQuerySchema } from '@atiende/contracts';
import {
  activeFilterCount,
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
const CUSTOMER = '0d9a3c44-2b1e-4f6a-8c7d-9e8f7a6b5c4d';

describe('parseFilters', () => {
  it('reads every filter of the URL', () => {
    const filters = parseFilters(
      new URLSearchParams(
        `search=impresora&status=PENDIENTE,ESCALADO&priority=URGENTE&source=WHATSAPP,EMAIL&assignedToId=me&departmentId=${DEPARTMENT}&customerId=${CUSTOMER}&from=2025-03-01&to=2025-03-07&resolvedFrom=2025-03-02&resolvedTo=2025-03-08&escalatedFrom=2025-03-03&reopenedFrom=2025-03-04&sort=priority&page=3&view=open`,
      ),
    );
    expect(filters).toEqual({
      search: 'impresora',
      status: ['PENDIENTE', 'ESCALADO'],
      priority: ['URGENTE'],
      // In the contracts' order, whatever the URL's.
      source: ['EMAIL', 'WHATSAPP'],
      assignedToId: 'me',
      departmentId: DEPARTMENT,
      customerId: CUSTOMER,
      from: '2025-03-01',
      to: '2025-03-07',
      resolvedFrom: '2025-03-02',
      resolvedTo: '2025-03-08',
      escalatedFrom: '2025-03-03',
      reopenedFrom: '2025-03-04',
      sort: 'priority',
      page: 3,
      view: 'open',
      sla: null,
    });
  });

  it('drops values the API would reject instead of sending them', () => {
    const filters = parseFilters(
      new URLSearchParams(
        'status=PENDIENTE,ABIERTO&priority=ALTISIMA&source=FAX,whatsapp&assignedToId=carlos&departmentId=7&customerId=acme&from=ayer&resolvedTo=2025-13-45&sort=-sla&page=-2&view=mine',
      ),
    );
    expect(filters.status).toEqual(['PENDIENTE']);
    expect(filters.priority).toEqual([]);
    expect(filters.source).toEqual([]);
    expect(filters.customerId).toBeNull();
    expect(filters.assignedToId).toBeNull();
    expect(filters.departmentId).toBeNull();
    // docs/tickets.md#list-filters: `none` is the tickets without a department.
    expect(parseFilters(new URLSearchParams('departmentId=none')).departmentId).toBe('none');
    expect(filters.from).toBeNull();
    expect(filters.resolvedTo).toBeNull();
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

  it.each([
    // The dashboards' links (docs/dashboards.md): channel mix, top customers, both with a status.
    'source=WHATSAPP',
    'source=PUBLIC_FORM%2CEMAIL%2CAPI',
    `customerId=${CUSTOMER}`,
    `status=PENDIENTE%2CEN_PROGRESO&customerId=${CUSTOMER}`,
    `source=CHAT&customerId=${CUSTOMER}&view=open`,
  ])('round-trips the channel and company filters: %s', (query) => {
    const filters = parseFilters(new URLSearchParams(query));
    expect(filtersToSearchParams(filters).toString()).toBe(query);
    expect(parseFilters(filtersToSearchParams(filters))).toEqual(filters);
  });

  it('writes the channels in the contracts’ order, so one set of channels is one URL', () => {
    const filters = parseFilters(new URLSearchParams('source=API,WEB'));
    expect(filtersToSearchParams(filters).toString()).toBe('source=WEB%2CAPI');
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
      // A staff member's own queue: soonest SLA due first (docs/tickets.md#sla-in-the-list).
      sort: 'slaDue',
      search: undefined,
      status: 'PENDIENTE,EN_PROGRESO',
      priority: undefined,
      source: undefined,
      assignedToId: 'me',
      departmentId: undefined,
      customerId: undefined,
      from: undefined,
      to: undefined,
      resolvedFrom: undefined,
      resolvedTo: undefined,
      escalatedFrom: undefined,
      reopenedFrom: undefined,
      view: undefined,
      sla: undefined,
    });
  });

  it('sends the channels and the company as GET /api/tickets reads them', () => {
    const filters = parseFilters(
      new URLSearchParams(`source=EMAIL,WHATSAPP&customerId=${CUSTOMER}`),
    );
    const query = toApiQuery(filters);
    expect(query).toMatchObject({ source: 'EMAIL,WHATSAPP', customerId: CUSTOMER });
    const parsed = ticketListQuerySchema.parse(query);
    expect(parsed.source).toEqual(['EMAIL', 'WHATSAPP']);
    expect(parsed.customerId).toBe(CUSTOMER);
  });

  it('sends the days of resolution, shows them as filters and clears them (docs/tickets.md#list-filters)', () => {
    const filters = parseFilters(
      new URLSearchParams('resolvedFrom=2026-11-20&resolvedTo=2026-11-26&view=all'),
    );
    const parsed = ticketListQuerySchema.parse(toApiQuery(filters));
    expect(parsed).toMatchObject({ resolvedFrom: '2026-11-20', resolvedTo: '2026-11-26' });
    expect(filtersToSearchParams(filters).toString()).toBe(
      'resolvedFrom=2026-11-20&resolvedTo=2026-11-26&view=all',
    );
    expect(hasActiveFilters(filters)).toBe(true);
    expect(activeFilterCount(filters)).toBe(1);
    expect(clearFilters(filters)).toMatchObject({ resolvedFrom: null, resolvedTo: null });
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

  it('counts the channel and the company as filters, and "Limpiar filtros" drops them', () => {
    const filters = parseFilters(new URLSearchParams(`source=EMAIL&customerId=${CUSTOMER}`));
    expect(hasActiveFilters(filters)).toBe(true);
    expect(hasActiveFilters(parseFilters(new URLSearchParams('source=EMAIL')))).toBe(true);
    expect(hasActiveFilters(parseFilters(new URLSearchParams(`customerId=${CUSTOMER}`)))).toBe(
      true,
    );
    const cleared = clearFilters(filters);
    expect(cleared.source).toEqual([]);
    expect(cleared.customerId).toBeNull();
    expect(filtersToSearchParams(cleared).toString()).toBe('');
  });
});

describe('SLA sort and the "Por vencer" view (docs/tickets.md#sla-in-the-list)', () => {
  it.each([
    ['', '-updatedAt'],
    ['assignedToId=me&view=open', 'slaDue'],
    ['sla=atRisk&view=open', 'slaDue'],
    ['assignedToId=none&view=open', '-updatedAt'],
    [`assignedToId=${DEPARTMENT}`, '-updatedAt'],
    ['assignedToId=me&sort=-updatedAt', '-updatedAt'],
    ['sort=slaDue', 'slaDue'],
    ['sort=-slaDue', '-slaDue'],
  ])('"%s" sorts by %s', (query, sort) => {
    expect(parseFilters(new URLSearchParams(query)).sort).toBe(sort);
  });

  it('reads sla=atRisk only, sends it, and keeps each default sort out of the URL', () => {
    const atRisk = parseFilters(new URLSearchParams('sla=atRisk&view=open'));
    expect(atRisk.sla).toBe('atRisk');
    expect(toApiQuery(atRisk)).toMatchObject({ sla: 'atRisk', sort: 'slaDue', view: 'open' });
    expect(filtersToSearchParams(atRisk).toString()).toBe('view=open&sla=atRisk');
    expect(parseFilters(new URLSearchParams('sla=late')).sla).toBeNull();
    const mine = parseFilters(new URLSearchParams('assignedToId=me&view=open'));
    expect(filtersToSearchParams(mine).toString()).toBe('assignedToId=me&view=open');
    // Another sort on one's own queue stays in the address, the list's usual one too.
    const byUpdate = { ...mine, sort: '-updatedAt' };
    expect(filtersToSearchParams(byUpdate).toString()).toBe(
      'assignedToId=me&view=open&sort=-updatedAt',
    );
    expect(viewSignature(filtersToSearchParams(byUpdate))).toBe(
      viewSignature(new URLSearchParams('view=open&assignedToId=me')),
    );
  });

  it('keeps the "Por vencer" view when the filters are cleared', () => {
    const atRisk = parseFilters(new URLSearchParams('sla=atRisk&view=open&priority=ALTA'));
    expect(clearFilters(atRisk)).toMatchObject({ sla: 'atRisk', view: 'open', priority: [] });
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
