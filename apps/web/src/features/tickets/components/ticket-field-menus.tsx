import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import {
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  ticketWorkspaceMessages,
  type TicketDetail,
  type TicketPriority,
} from '@atiende/contracts';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../../components/ui/menu';
import { priorityChoices } from '../hooks/row-picker-options';
import { statusChoices, type StatusChoice } from '../hooks/status-choices';
import { TicketPriorityBadge } from '../../../components/ticket-priority-badge';
import { TicketStatusBadge } from '../../../components/ticket-status-badge';

const text = ticketWorkspaceMessages.detail;
const triggerClasses =
  'inline-flex min-h-8 items-center gap-1 rounded-md border border-line px-1.5 hover:bg-surface-2 disabled:cursor-not-allowed';

interface FieldMenuProps<TValue> {
  ticket: TicketDetail;
  onChoose: (value: TValue) => void;
  isDisabled: boolean;
  /** Controlled by the page so its shortcut (`s`, `p`) can open it. */
  open?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** A field of the ticket shown as its badge, a menu button listing the values it may take. */
function FieldMenu({
  badge,
  label,
  isDisabled,
  open,
  onOpenChange,
  children,
}: Omit<FieldMenuProps<never>, 'ticket' | 'onChoose'> & {
  badge: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Menu open={open} onOpenChange={onOpenChange}>
      <MenuTrigger disabled={isDisabled} aria-label={label} className={triggerClasses}>
        {badge}
        <ChevronDown aria-hidden="true" className="size-4 text-muted" />
      </MenuTrigger>
      <MenuContent itemSize="sm" className="max-h-80 min-w-48 overflow-y-auto">
        {children}
      </MenuContent>
    </Menu>
  );
}

/**
 * docs/product/tickets.md#ticket-detail: Estado as a menu button showing its badge; only the
 * statuses the server allows, each base followed by the department's custom statuses that count as
 * it (in its colours).
 */
export function TicketStatusMenu({ ticket, onChoose, ...menu }: FieldMenuProps<StatusChoice>) {
  const badge = <TicketStatusBadge status={ticket.status} label={ticket.customStatus?.name} />;
  const choices = statusChoices(ticket);
  if (choices.length === 0) return badge;
  const label = ticket.customStatus?.name ?? TICKET_STATUS_LABELS[ticket.status];
  return (
    <FieldMenu badge={badge} label={text.changeStatus(label)} {...menu}>
      {choices.map((choice) =>
        choice.customStatus ? (
          <MenuItem
            key={choice.customStatus.id}
            aria-label={text.customStatusOption(
              choice.customStatus.name,
              TICKET_STATUS_LABELS[choice.status],
            )}
            onSelect={() => onChoose(choice)}
          >
            <TicketStatusBadge status={choice.status} label={choice.customStatus.name} />
            <span aria-hidden="true" className="ml-auto pl-3 text-xs text-muted">
              {TICKET_STATUS_LABELS[choice.status]}
            </span>
          </MenuItem>
        ) : (
          <MenuItem key={choice.status} onSelect={() => onChoose(choice)}>
            <TicketStatusBadge status={choice.status} />
          </MenuItem>
        ),
      )}
    </FieldMenu>
  );
}

/** Prioridad as a menu button (a different shape from status, docs/product/ui.md#visual-system). */
export function TicketPriorityMenu({ ticket, onChoose, ...menu }: FieldMenuProps<TicketPriority>) {
  const badge = <TicketPriorityBadge priority={ticket.priority} />;
  // docs/product/tickets.md#closing: a client sets the priority when filing only.
  if (!ticket.permissions.canChangePriority) return badge;
  const label = text.changePriority(TICKET_PRIORITY_LABELS[ticket.priority]);
  return (
    <FieldMenu badge={badge} label={label} {...menu}>
      {priorityChoices(ticket.priority).map((priority) => (
        <MenuItem key={priority} onSelect={() => onChoose(priority)}>
          <TicketPriorityBadge priority={priority} />
        </MenuItem>
      ))}
    </FieldMenu>
  );
}
