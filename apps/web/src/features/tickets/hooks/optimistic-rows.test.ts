import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TicketSummary } from '@atiende/contracts';
import { ticketKeys } from '../api/ticket-keys';
import { parseFilters } from './list-filters';
import { patchListRows } from './optimistic-rows';

const row = (id: string, number: number) =>
  ({
    id,
    number,
    status: 'PENDIENTE',
    customStatus: { id: 'c', name: 'En espera' },
    priority: 'MEDIA',
    assignedTo: null,
  }) as unknown as TicketSummary;

describe('patchListRows', () => {
  it('changes the ticket on every cached page holding it, and undoes it exactly', () => {
    const client = new QueryClient();
    const open = ticketKeys.list(parseFilters(new URLSearchParams('view=open')));
    const all = ticketKeys.list(parseFilters(new URLSearchParams('view=all')));
    const openPage = { tickets: [row('a', 1), row('b', 2)], pagination: {} };
    const allPage = { tickets: [row('b', 2)], pagination: {} };
    client.setQueryData(open, openPage);
    client.setQueryData(all, allPage);
    client.setQueryData(ticketKeys.viewCounts(), { counts: [] });

    const undo = patchListRows(client, 'b', { kind: 'status', status: 'EN_PROGRESO' });
    const patched = client.getQueryData<{ tickets: TicketSummary[] }>(open)!.tickets;
    expect(patched[1]).toMatchObject({ status: 'EN_PROGRESO', customStatus: null });
    expect(patched[0]).toBe(openPage.tickets[0]);
    expect(client.getQueryData<{ tickets: TicketSummary[] }>(all)!.tickets[0]!.status).toBe(
      'EN_PROGRESO',
    );

    undo();
    expect(client.getQueryData(open)).toEqual(openPage);
    expect(client.getQueryData(all)).toEqual(allPage);
    expect(client.getQueryData(ticketKeys.viewCounts())).toEqual({ counts: [] });
  });

  it('shows the new assignee by name', () => {
    const client = new QueryClient();
    const key = ticketKeys.list(parseFilters(new URLSearchParams('')));
    client.setQueryData(key, { tickets: [row('a', 1)], pagination: {} });
    patchListRows(client, 'a', { kind: 'assign', assignedToId: 'u1', name: 'Ana Torres' });
    expect(client.getQueryData<{ tickets: TicketSummary[] }>(key)!.tickets[0]!.assignedTo).toEqual({
      id: 'u1',
      name: 'Ana Torres',
    });
  });
});
