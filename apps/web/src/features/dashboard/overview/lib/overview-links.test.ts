import { describe, expect, it } from 'vitest';
import { overviewLinks, periodDays, ticketHref, ticketListHref } from './overview-links';

const DEPARTMENT = '0b8f7c9e-4a3b-4c2d-9e1f-123456789abc';
const PERSON = '3c2b1a09-8f7e-4d6c-8b5a-abcdefabcdef';
const CUSTOMER = '9a8b7c6d-5e4f-4a3b-9c2d-0123456789ab';
// Lima is UTC−5: the 7 days from 20/11 to 26/11 are [20/11 05:00 UTC, 27/11 05:00 UTC).
const RANGE = {
  period: '7d' as const,
  from: '2026-11-20T05:00:00.000Z',
  to: '2026-11-27T05:00:00.000Z',
};

describe('ticketListHref', () => {
  it('writes the list filters in one order and leaves out empty ones', () => {
    expect(ticketListHref({})).toBe('/tickets');
    expect(
      ticketListHref({ view: 'open', departmentId: DEPARTMENT, priority: 'URGENTE', from: '' }),
    ).toBe(`/tickets?priority=URGENTE&departmentId=${DEPARTMENT}&view=open`);
    expect(ticketListHref({ assignedToId: 'none', departmentId: null })).toBe(
      '/tickets?assignedToId=none',
    );
  });
});

describe('periodDays', () => {
  it('turns the half-open UTC range into its first and last Lima days', () => {
    expect(periodDays(RANGE)).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(
      periodDays({ from: '2026-11-26T05:00:00.000Z', to: '2026-11-27T05:00:00.000Z' }),
    ).toEqual({ from: '2026-11-26', to: '2026-11-26' });
  });
});

describe('overviewLinks', () => {
  it('opens each figure with the filters that make it up, keeping the panel department', () => {
    const links = overviewLinks({ departmentId: DEPARTMENT, range: RANGE });
    const d = `departmentId=${DEPARTMENT}`;
    expect(links.open).toBe(`/tickets?${d}&view=open`);
    expect(links.unassigned).toBe(`/tickets?assignedToId=none&${d}&view=open`);
    expect(links.status('ESCALADO')).toBe(`/tickets?status=ESCALADO&${d}`);
    expect(links.priority('ALTA')).toBe(`/tickets?priority=ALTA&${d}&view=open`);
    expect(links.assignee(PERSON)).toBe(`/tickets?assignedToId=${PERSON}&${d}&view=open`);
    expect(links.created).toBe(`/tickets?${d}&from=2026-11-20&to=2026-11-26&view=all`);
    // By day of resolution, reopened tickets left out, as the figure counts them.
    expect(links.resolved).toBe(
      `/tickets?${d}&resolvedFrom=2026-11-20&resolvedTo=2026-11-26&view=all`,
    );
    expect(links.resolvedOn('2026-11-24')).toBe(
      `/tickets?${d}&resolvedFrom=2026-11-24&resolvedTo=2026-11-24&view=all`,
    );
    expect(links.resolvedSince('2026-11-25')).toBe(
      `/tickets?${d}&resolvedFrom=2026-11-25&view=all`,
    );
    expect(links.assigneeResolved(PERSON)).toBe(
      `/tickets?assignedToId=${PERSON}&${d}&resolvedFrom=2026-11-20&resolvedTo=2026-11-26&view=all`,
    );
    expect(links.createdOn('2026-11-24')).toBe(
      `/tickets?${d}&from=2026-11-24&to=2026-11-24&view=all`,
    );
    expect(links.source('EMAIL')).toBe(
      `/tickets?${d}&source=EMAIL&from=2026-11-20&to=2026-11-26&view=all`,
    );
    expect(links.customer(CUSTOMER)).toBe(`/tickets?${d}&customerId=${CUSTOMER}&view=open`);
    expect(links.oldest).toBe(`/tickets?${d}&view=open&sort=createdAt`);
    expect(links.createdSince('2026-11-25')).toBe(`/tickets?${d}&from=2026-11-25&view=all`);
  });

  it('lets a department row name its own department, and drops the filter when none is set', () => {
    const links = overviewLinks({ range: RANGE });
    expect(links.department(DEPARTMENT)).toBe(`/tickets?departmentId=${DEPARTMENT}&view=open`);
    expect(links.department('none')).toBe('/tickets?departmentId=none&view=open');
    expect(links.open).toBe('/tickets?view=open');
    expect(links.escalatedSince('2026-11-25')).toBe('/tickets?escalatedFrom=2026-11-25&view=all');
    expect(links.reopenedSince('2026-11-25')).toBe('/tickets?reopenedFrom=2026-11-25&view=all');
  });

  it('links a ticket to its own page', () => {
    expect(ticketHref({ id: PERSON })).toBe(`/tickets/${PERSON}`);
  });
});
