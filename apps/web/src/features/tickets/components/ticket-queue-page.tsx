import { useParams } from 'react-router';
import { useMediaQuery } from '../../../lib/use-media-query';
import { isStaffRole, type TicketViewer } from '../hooks/ticket-viewer';
import { TicketDetailPage } from './ticket-detail-page';
import { TicketListPage } from './ticket-list-page';

/** docs/product/tickets.md#ticket-list: from this width the ticket opens beside the list. */
export const SPLIT_MEDIA_QUERY = '(min-width: 1280px)';

/**
 * /tickets/{id} (or its number): from 1280 px, for staff, the list with the ticket beside it,
 * both from the URL (the list's view in the query string, the ticket in the path), so the address
 * stays shareable; narrower, and for clients, the ticket's full page.
 */
export function TicketQueuePage({ viewer }: { viewer: TicketViewer }) {
  const { id = '' } = useParams();
  const isWide = useMediaQuery(SPLIT_MEDIA_QUERY);
  if (!isWide || !isStaffRole(viewer.role)) return <TicketDetailPage viewer={viewer} />;
  return (
    <TicketListPage
      viewer={viewer}
      split={{ ticketId: id, ticket: <TicketDetailPage viewer={viewer} /> }}
    />
  );
}
