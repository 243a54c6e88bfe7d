import { describe, expect, it } from 'vitest';
import { ticketLinkOf } from './ticket-link';

describe('ticketLinkOf', () => {
  it('carries the view to the ticket and back to the list page', () => {
    expect(ticketLinkOf(8, { pathname: '/tickets', search: '?status=ESCALADO' })).toEqual({
      to: '/tickets/8?status=ESCALADO',
      state: { backTo: '/tickets?status=ESCALADO' },
    });
    expect(ticketLinkOf(9, { pathname: '/tickets/8', search: '?view=open' }).state).toEqual({
      backTo: '/tickets?view=open',
    });
    expect(ticketLinkOf(9, { pathname: '/tickets/completed', search: '' }).state).toEqual({
      backTo: '/tickets/completed',
    });
  });
});
