import { Link } from 'react-router';
import { Inbox, SearchX } from 'lucide-react';
import { ticketWorkspaceMessages } from '@atiende/contracts';
import { Button, buttonClasses } from '../../../components/ui/button';
import { MessagePanel } from '../../../components/ui/message-panel';

const text = ticketWorkspaceMessages.empty;

export type EmptyKind = 'filtered' | 'mine' | 'client' | 'completed' | 'all';

/** docs/product/ui.md#patterns empty states: what is empty, why, and one next action. */
export function TicketListEmpty({ kind, onClear }: { kind: EmptyKind; onClear: () => void }) {
  if (kind === 'filtered') {
    return (
      <MessagePanel
        icon={SearchX}
        heading={text.filteredTitle}
        headingLevel={2}
        actions={
          <Button variant="secondary" onClick={onClear}>
            {ticketWorkspaceMessages.filters.clear}
          </Button>
        }
      >
        <p>{text.filteredBody}</p>
      </MessagePanel>
    );
  }
  if (kind === 'mine') {
    return (
      <MessagePanel
        icon={Inbox}
        heading={text.mineTitle}
        headingLevel={2}
        actions={
          <Link to="/tickets?assignedToId=none&view=open" className={buttonClasses('secondary')}>
            {text.mineAction}
          </Link>
        }
      />
    );
  }
  if (kind === 'client') {
    return (
      <MessagePanel
        icon={Inbox}
        heading={text.clientTitle}
        headingLevel={2}
        actions={
          <Link to="/tickets/create" className={buttonClasses('primary', 'lg')}>
            {text.clientAction}
          </Link>
        }
      />
    );
  }
  const isCompleted = kind === 'completed';
  return (
    <MessagePanel
      icon={Inbox}
      heading={isCompleted ? text.completedTitle : text.allTitle}
      headingLevel={2}
    >
      <p>{isCompleted ? text.completedBody : text.allBody}</p>
    </MessagePanel>
  );
}
