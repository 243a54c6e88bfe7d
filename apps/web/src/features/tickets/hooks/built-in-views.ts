import {
  BUILT_IN_TICKET_VIEWS,
  ticketQueueMessages,
  ticketWorkspaceMessages,
  ticketSlaMessages,
  type BuiltInTicketViewId,
} from '@atiende/contracts';
import { viewSignature } from './list-filters';

const names: Record<BuiltInTicketViewId, string> = {
  mine: ticketWorkspaceMessages.views.mineOpen,
  unassigned: ticketWorkspaceMessages.views.unassigned,
  atRisk: ticketSlaMessages.view,
  urgent: ticketWorkspaceMessages.views.urgent,
  escalated: ticketQueueMessages.views.escalated,
  all: ticketWorkspaceMessages.views.all,
};

/**
 * The built-in views (docs/product/tickets.md#ticket-list "Vistas") as the tabs draw them: the
 * contract's filters (which the server counts) as a query string, and their Spanish names.
 */
export const BUILT_IN_VIEWS = BUILT_IN_TICKET_VIEWS.map((view) => ({
  id: view.id,
  name: names[view.id],
  query: new URLSearchParams(view.filters).toString(),
}));

export { MINE_VIEW_QUERY } from '../api/list-request';

/** The built-in view whose filters are exactly the list's, if any. */
export function builtInViewOf(signature: string): BuiltInTicketViewId | null {
  const view = BUILT_IN_VIEWS.find(
    (candidate) => viewSignature(new URLSearchParams(candidate.query)) === signature,
  );
  return view?.id ?? null;
}
