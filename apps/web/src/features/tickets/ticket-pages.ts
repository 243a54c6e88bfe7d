/**
 * The ticket and the create form, loaded together by the router (app/route-pages.ts); the list has
 * its own module (ticket-list-pages.ts), which the split view (from 1280 px) imports too.
 */
export { TicketCreatePage } from './components/ticket-create-page';
export { TicketDetailPage } from './components/ticket-detail-page';
export { TicketQueuePage } from './components/ticket-queue-page';
