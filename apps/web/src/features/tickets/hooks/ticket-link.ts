/**
 * A ticket's link from a list, by its number (docs/tickets.md#ticket-numbers): the list's query
 * string goes along, so the list drawn beside the
 * ticket from 1280 px keeps its view (docs/product/tickets.md#ticket-list), and "← Volver a la
 * lista" returns to the list page itself, not to the ticket beside it.
 */
export function ticketLinkOf(
  ticketNumber: number,
  location: { pathname: string; search: string },
): { to: string; state: { backTo: string } } {
  const isBesideTicket = /^\/tickets\/(?!completed$)[^/]+$/.test(location.pathname);
  const listPath = isBesideTicket ? '/tickets' : location.pathname;
  return {
    to: `/tickets/${ticketNumber}${location.search}`,
    state: { backTo: `${listPath}${location.search}` },
  };
}

/** Whether the ticket is the one in the address: `/tickets/{id}` or `/tickets/{number}`. */
export function isTicketInPath(
  ticket: { id: string; number: number },
  idOrNumber: string | null,
): boolean {
  return idOrNumber !== null && (ticket.id === idOrNumber || String(ticket.number) === idOrNumber);
}
