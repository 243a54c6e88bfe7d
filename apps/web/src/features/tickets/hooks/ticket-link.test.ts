import { describe, expect, it } from 'vitest';
import { isTicketInPath, ticketLinkOf } from './ticket-link';

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

describe('isTicketInPath', () => {
  it('knows the open ticket by its id or its number', () => {
    const ticket = { id: 'a1b2', number: 8 };
    expect(isTicketInPath(ticket, 'a1b2')).toBe(true);
    expect(isTicketInPath(ticket, '8')).toBe(true);
    expect(isTicketInPath(ticket, '9')).toBe(false);
    expect(isTicketInPath(ticket, null)).toBe(false);
  });
});
