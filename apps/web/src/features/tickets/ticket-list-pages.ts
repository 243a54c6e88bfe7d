/**
 * The ticket list's pages (/tickets, /tickets/completed), loaded by the router apart from the
 * ticket and the create form (ticket-pages.ts): a page load of the list downloads only what the
 * list draws (docs/performance.md, 2026-11-26 third pass).
 */
export { CompletedTicketsPage, TicketListPage } from './components/ticket-list-page';
export { listSearchFor, prefetchTicketList } from './api/prefetch-ticket-list';
