import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  ticketWorkspaceMessages,
  type TicketDetail,
  type TicketPriority,
} from '@atiende/contracts';
import { statusChoices, type StatusChoice } from '../hooks/status-choices';
import { menuContentClasses, menuItemClasses } from './multi-select-filter';
import { TicketPriorityBadge } from './ticket-priority-badge';
import { TicketStatusBadge } from './ticket-status-badge';

const text = ticketWorkspaceMessages.detail;
const triggerClasses =
  'inline-flex min-h-8 items-center gap-1 rounded-md border border-line px-1.5 hover:bg-surface-2 disabled:cursor-not-allowed';

/**
 * docs/product/tickets.md#ticket-detail: Estado as a menu button showing its badge; only the
 * statuses the server allows, each base followed by the department's custom statuses that count as
 * it (in its colours).
 */
export function TicketStatusMenu({
  ticket,
  onChoose,
  isDisabled,
  open,
  onOpenChange,
}: {
  ticket: TicketDetail;
  onChoose: (choice: StatusChoice) => void;
  isDisabled: boolean;
  /** Controlled by the page so the `s` shortcut can open it. */
  open?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}) {
  const badge = <TicketStatusBadge status={ticket.status} label={ticket.customStatus?.name} />;
  const choices = statusChoices(ticket);
  if (choices.length === 0) return badge;
  const label = ticket.customStatus?.name ?? TICKET_STATUS_LABELS[ticket.status];
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        disabled={isDisabled}
        aria-label={text.changeStatus(label)}
        className={triggerClasses}
      >
        {badge}
        <ChevronDown aria-hidden="true" className="size-4 text-muted" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start" sideOffset={4} className={menuContentClasses}>
        {choices.map((choice) =>
          choice.customStatus ? (
            <DropdownMenu.Item
              key={choice.customStatus.id}
              aria-label={text.customStatusOption(
                choice.customStatus.name,
                TICKET_STATUS_LABELS[choice.status],
              )}
              className={menuItemClasses}
              onSelect={() => onChoose(choice)}
            >
              <TicketStatusBadge status={choice.status} label={choice.customStatus.name} />
              <span aria-hidden="true" className="ml-auto pl-3 text-xs text-muted">
                {TICKET_STATUS_LABELS[choice.status]}
              </span>
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item
              key={choice.status}
              className={menuItemClasses}
              onSelect={() => onChoose(choice)}
            >
              <TicketStatusBadge status={choice.status} />
            </DropdownMenu.Item>
          ),
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/** Prioridad as a menu button (a different shape from status, docs/product/ui.md#visual-system). */
export function TicketPriorityMenu({
  ticket,
  onChoose,
  isDisabled,
  open,
  onOpenChange,
}: {
  ticket: TicketDetail;
  onChoose: (priority: TicketPriority) => void;
  isDisabled: boolean;
  /** Controlled by the page so the `p` shortcut can open it. */
  open?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}) {
  const badge = <TicketPriorityBadge priority={ticket.priority} />;
  if (!ticket.permissions.canEdit) return badge;
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
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
