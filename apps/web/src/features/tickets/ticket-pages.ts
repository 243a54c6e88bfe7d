/**
 * The ticket pages, loaded together by the router (app/route-pages.ts): one shared chunk for
 * the list, the ticket and the create form, which agents use together anyway.
 */
export { CompletedTicketsPage, TicketListPage } from './components/ticket-list-page';
export { TicketCreatePage } from './components/ticket-create-page';
export { TicketDetailPage } from './components/ticket-detail-page';
export { TicketQueuePage } from './components/ticket-queue-page';
export { listSearchFor, prefetchTicketList } from './api/prefetch-ticket-list';
