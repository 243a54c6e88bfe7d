import { describe, expect, it } from 'vitest';
import { MINE_VIEW_QUERY } from '../hooks/built-in-views';
import { listSearchFor } from './prefetch-ticket-list';

describe('listSearchFor: the view the early list request asks for', () => {
  it("is the address's own filters when there are some, whatever the role", () => {
    const search = '?status=ABIERTO&sort=-priority';
    expect(listSearchFor(search, 'TECHNICIAN').toString()).toBe('status=ABIERTO&sort=-priority');
    expect(listSearchFor(search, 'ADMIN').toString()).toBe('status=ABIERTO&sort=-priority');
  });

  it('is "Mis abiertos" for a técnico without filters (where the list sends them)', () => {
    expect(listSearchFor('', 'TECHNICIAN').toString()).toBe(MINE_VIEW_QUERY);
    expect(MINE_VIEW_QUERY).toContain('assignedToId=me');
  });

  it('is no filters for the other roles, and for an unreadable token', () => {
    for (const role of ['ADMIN', 'TECH_LEAD', 'CLIENT', undefined]) {
      expect(listSearchFor('', role).toString()).toBe('');
    }
  });
});
