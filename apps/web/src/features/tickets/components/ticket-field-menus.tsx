import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  ticketWorkspaceMessages,
  type TicketDetail,
  type TicketPriority,
  type TicketStatus,
} from '@atiende/contracts';
import { menuContentClasses, menuItemClasses } from './multi-select-filter';
import { TicketPriorityBadge } from './ticket-priority-badge';
import { TicketStatusBadge } from './ticket-status-badge';

const text = ticketWorkspaceMessages.detail;
const triggerClasses =
  'inline-flex min-h-8 items-center gap-1 rounded-md border border-line px-1.5 hover:bg-surface-2 disabled:cursor-not-allowed';

/** UX.md §2.2: Estado as a menu button showing its badge; only the statuses the server allows. */
export function TicketStatusMenu({
  ticket,
  onChoose,
  isDisabled,
}: {
  ticket: TicketDetail;
  onChoose: (status: TicketStatus) => void;
  isDisabled: boolean;
}) {
  const badge = <TicketStatusBadge status={ticket.status} label={ticket.customStatus?.name} />;
  const options = ticket.permissions.allowedStatuses.filter((status) => status !== ticket.status);
  if (options.length === 0) return badge;
  const label = ticket.customStatus?.name ?? TICKET_STATUS_LABELS[ticket.status];
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        disabled={isDisabled}
        aria-label={text.changeStatus(label)}
        className={triggerClasses}
      >
        {badge}
        <ChevronDown aria-hidden="true" className="size-4 text-muted" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start" sideOffset={4} className={menuContentClasses}>
        {options.map((status) => (
          <DropdownMenu.Item
            key={status}
            className={menuItemClasses}
            onSelect={() => onChoose(status)}
          >
            <TicketStatusBadge status={status} />
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/** Prioridad as a menu button (a different shape from status, UX.md §4). */
export function TicketPriorityMenu({
  ticket,
  onChoose,
  isDisabled,
}: {
  ticket: TicketDetail;
  onChoose: (priority: TicketPriority) => void;
  isDisabled: boolean;
}) {
  const badge = <TicketPriorityBadge priority={ticket.priority} />;
  if (!ticket.permissions.canEdit) return badge;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        disabled={isDisabled}
        aria-label={text.changePriority(TICKET_PRIORITY_LABELS[ticket.priority])}
        className={triggerClasses}
      >
        {badge}
        <ChevronDown aria-hidden="true" className="size-4 text-muted" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start" sideOffset={4} className={menuContentClasses}>
        {TICKET_PRIORITIES.filter((priority) => priority !== ticket.priority).map((priority) => (
          <DropdownMenu.Item
            key={priority}
            className={menuItemClasses}
            onSelect={() => onChoose(priority)}
          >
            <TicketPriorityBadge priority={priority} />
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
