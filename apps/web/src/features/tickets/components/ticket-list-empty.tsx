import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Inbox, SearchX, type LucideIcon } from 'lucide-react';
import { ticketWorkspaceMessages } from '@atiende/contracts';
import { Button, buttonClasses } from '../../../components/ui/button';
import { MessagePanel } from '../../../components/ui/message-panel';

const text = ticketWorkspaceMessages.empty;

export type EmptyKind = 'filtered' | 'mine' | 'client' | 'completed' | 'all';

interface EmptyState {
  icon: LucideIcon;
  heading: string;
  body?: string;
  action?: ReactNode;
}

function emptyStateOf(kind: EmptyKind, onClear: () => void): EmptyState {
  switch (kind) {
    case 'filtered':
      return {
        icon: SearchX,
        heading: text.filteredTitle,
        body: text.filteredBody,
        action: (
          <Button variant="secondary" onClick={onClear}>
            {ticketWorkspaceMessages.filters.clear}
          </Button>
        ),
      };
    case 'mine':
      return {
        icon: Inbox,
        heading: text.mineTitle,
        action: (
          <Link to="/tickets?assignedToId=none&view=open" className={buttonClasses('secondary')}>
            {text.mineAction}
          </Link>
        ),
      };
    case 'client':
      return {
        icon: Inbox,
        heading: text.clientTitle,
        action: (
          <Link to="/tickets/create" className={buttonClasses('primary', 'lg')}>
            {text.clientAction}
          </Link>
        ),
      };
    case 'completed':
      return { icon: Inbox, heading: text.completedTitle, body: text.completedBody };
    case 'all':
      return { icon: Inbox, heading: text.allTitle, body: text.allBody };
  }
}

/** docs/product/ui.md#patterns empty states: what is empty, why, and one next action. */
export function TicketListEmpty({ kind, onClear }: { kind: EmptyKind; onClear: () => void }) {
  const { icon, heading, body, action } = emptyStateOf(kind, onClear);
  return (
    <MessagePanel icon={icon} heading={heading} headingLevel={2} actions={action}>
      {body ? <p>{body}</p> : null}
    </MessagePanel>
  );
}
