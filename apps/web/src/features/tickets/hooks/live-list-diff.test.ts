import { describe, expect, it } from 'vitest';
import type { TicketSummary } from '@atiende/contracts';
import { diffTicketPage, withLatestGoneRows } from './live-list-diff';

function makeTicket(number: number, change: Partial<TicketSummary> = {}): TicketSummary {
  return {
    id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    number,
    title: `Ticket ${number}`,
    status: 'PENDIENTE',
    customStatus: null,
    priority: 'MEDIA',
    source: 'WEB',
    department: null,
    assignedTo: null,
    requester: { name: 'Ana', email: null, business: null },
    customer: null,
    createdAt: '2025-03-07T10:00:00.000Z',
    updatedAt: '2025-03-07T10:00:00.000Z',
    firstResponseAt: null,
    resolvedAt: null,
    closedAt: null,
    sla: null,
    ...change,
  };
}

const ids = (tickets: readonly TicketSummary[]) => tickets.map((ticket) => ticket.number);

describe('diffTicketPage (docs/product/tickets.md#live-updates live list)', () => {
  const [one, two, three] = [makeTicket(1), makeTicket(2), makeTicket(3)];

  it('changes nothing while there is no fresh page', () => {
    const page = diffTicketPage([one, two], undefined);
    expect(ids(page.rows)).toEqual([1, 2]);
    expect(page.newIds).toEqual([]);
    expect(page.changedIds.size).toBe(0);
    expect(page.goneIds.size).toBe(0);
  });

  it('counts tickets not on screen as new, in the fresh order, without inserting them', () => {
    const four = makeTicket(4);
    const page = diffTicketPage([one, two], [four, one, three, two]);
    expect(ids(page.rows)).toEqual([1, 2]);
    expect(page.newIds).toEqual([four.id, three.id]);
  });

  it('updates a changed row in place, keeping the order on screen', () => {
    const moved = { ...two, status: 'EN_PROGRESO' as const, updatedAt: '2025-03-07T11:00:00Z' };
    const page = diffTicketPage([one, two, three], [moved, one, three]);
    expect(ids(page.rows)).toEqual([1, 2, 3]);
    expect(page.rows[1]).toBe(moved);
    expect([...page.changedIds]).toEqual([two.id]);
    expect(page.newIds).toEqual([]);
  });

  it('keeps a row that left the view, in its place, marked gone', () => {
    const page = diffTicketPage([one, two, three], [one, three]);
    expect(ids(page.rows)).toEqual([1, 2, 3]);
    expect(page.rows[1]).toBe(two);
    expect([...page.goneIds]).toEqual([two.id]);
    expect(page.changedIds.size).toBe(0);
  });

  it('does not mark rows the screen already shows fresh (the user’s own change)', () => {
    const page = diffTicketPage([one, two], [makeTicket(1), makeTicket(2)]);
    expect(page.changedIds.size).toBe(0);
    expect(page.goneIds.size).toBe(0);
    expect(page.newIds).toEqual([]);
  });

  it('handles new, changed and gone rows together on an empty or full screen', () => {
    expect(diffTicketPage([], [one]).newIds).toEqual([one.id]);
    const renamed = { ...one, title: 'Otro título' };
    const page = diffTicketPage([one, two], [three, renamed]);
    expect(ids(page.rows)).toEqual([1, 2]);
    expect(page.rows[0]?.title).toBe('Otro título');
    expect([...page.changedIds]).toEqual([one.id]);
    expect([...page.goneIds]).toEqual([two.id]);
    expect(page.newIds).toEqual([three.id]);
  });
});

describe('withLatestGoneRows', () => {
  it('draws a gone row with its current state, and only gone rows', () => {
    const [one, two] = [makeTicket(1), makeTicket(2)];
    const page = diffTicketPage([one, two], [one]);
    const moved = { ...two, status: 'EN_PROGRESO' as const };
    const drawn = withLatestGoneRows(page, [moved, { ...one, title: 'no' }, undefined]);
    expect(drawn.rows).toEqual([one, moved]);
    expect(drawn.goneIds).toBe(page.goneIds);
    expect(withLatestGoneRows(page, [undefined])).toBe(page);
  });
});
