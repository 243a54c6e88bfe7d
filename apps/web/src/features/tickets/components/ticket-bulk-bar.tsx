import { useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUSES,
  TICKET_STATUS_LABELS,
  ticketMessages,
  ticketWorkspaceMessages,
} from '@atiende/contracts';
import { Button, buttonClasses } from '../../../components/ui/button';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuSeparator,
  MenuTrigger,
} from '../../../components/ui/menu';
import { messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { BULK_LIMIT, useBulkUpdateTickets, type BulkInput } from '../api/bulk-update-tickets';
import type { Technician } from '../api/ticket-validation';
import { bulkOutcome } from '../hooks/bulk-outcome';
import { bulkAssigneeOptions } from '../hooks/row-picker-options';
import { useBulkAssignees } from '../hooks/use-assignable-staff';
import { useListPickers } from '../hooks/use-list-pickers';
import type { SelectedTicket } from '../hooks/use-row-selection';
import { DENSE_MENU_CLASSES } from './multi-select-filter';
import { TextPromptDialog, usePreloadedTextPrompt } from './text-prompt-dialog';

const text = ticketWorkspaceMessages.bulk;
const triggerClasses = `${buttonClasses('secondary')} min-h-9`;

/** One action of the bar: a button that opens its choices. */
function BulkMenu({
  label,
  isDisabled,
  children,
}: {
  label: string;
  isDisabled: boolean;
  children: ReactNode;
}) {
  return (
    <Menu>
      <MenuTrigger disabled={isDisabled} className={triggerClasses}>
        {label}
        <ChevronDown aria-hidden="true" className="size-4" />
      </MenuTrigger>
      <MenuContent itemSize="sm" className={DENSE_MENU_CLASSES}>
        {children}
      </MenuContent>
    </Menu>
  );
}

interface TicketBulkBarProps {
  tickets: readonly SelectedTicket[];
  viewerId: string;
  onClear: () => void;
  onKeepOnly: (ids: readonly string[]) => void;
  /** "Seleccionar los N de esta vista", after the actions. */
  viewSelection?: ReactNode;
}

/** Asignar's choices: Asignarme, then the selected departments' staff with their load. */
function AssignItems({
  tickets,
  viewerId,
  technicians,
  onAssign,
}: {
  tickets: readonly SelectedTicket[];
  viewerId: string;
  technicians: readonly Technician[];
  onAssign: (assignedToId: string) => void;
}) {
  const assignees = useBulkAssignees(
    tickets.map((ticket) => ticket.departmentId),
    technicians,
    true,
  );
  let rest;
  if (assignees.isPending) {
    rest = <MenuItem disabled>{ticketWorkspaceMessages.rowActions.loading}</MenuItem>;
  } else if (assignees.isError) {
    rest = <MenuItem disabled>{ticketWorkspaceMessages.dialogs.techniciansFailed}</MenuItem>;
  } else {
    rest = bulkAssigneeOptions(assignees.lists, viewerId).map((option) => (
      <MenuItem key={option.value} onSelect={() => onAssign(option.value)}>
        {option.label}
      </MenuItem>
    ));
  }
  return (
    <>
      <MenuItem onSelect={() => onAssign(viewerId)}>{text.assignToMe}</MenuItem>
      <MenuSeparator />
      {rest}
    </>
  );
}

/**
 * docs/product/tickets.md#ticket-list bulk bar: "12 seleccionados · Asignar · Cambiar estado ·
 * Cambiar prioridad · Quitar selección".
 */
export function TicketBulkBar({
  tickets,
  viewerId,
  onClear,
  onKeepOnly,
  viewSelection,
}: TicketBulkBarProps) {
  // Everyone on staff with their load: offered when a selected ticket has no department.
  const { technicians } = useListPickers(true);
  usePreloadedTextPrompt();
  const bulk = useBulkUpdateTickets();
  const [isResolving, setIsResolving] = useState(false);
  const isTooMany = tickets.length > BULK_LIMIT;
  const isDisabled = isTooMany || bulk.isPending;
  const ticketIds = tickets.map((ticket) => ticket.id);

  const run = async (input: BulkInput) => {
    try {
      const outcome = bulkOutcome(input.action, await bulk.mutateAsync(input), ticketIds.length);
      if (outcome.kind === 'done') {
        notify.success(outcome.message);
        onClear();
        return;
      }
      notify.error(outcome.message);
      onKeepOnly(outcome.failedIds);
    } catch (error) {
      notify.error(messageOf(error, text.failed));
      throw error;
    }
  };

  /** A menu's choice: the toast already told what failed. */
  const runFromMenu = (input: BulkInput) => void run(input).catch(() => undefined);

  return (
    <div role="region" aria-label={text.label} className="flex flex-wrap items-center gap-2">
      <p className="mr-2 font-semibold text-ink tabular-nums" aria-live="polite">
        {text.selected(tickets.length)}
      </p>
      <BulkMenu label={text.assign} isDisabled={isDisabled}>
        <AssignItems
          tickets={tickets}
          viewerId={viewerId}
          technicians={technicians}
          onAssign={(assignedToId) => runFromMenu({ action: 'assign', ticketIds, assignedToId })}
        />
      </BulkMenu>
      <BulkMenu label={text.changeStatus} isDisabled={isDisabled}>
        {TICKET_STATUSES.map((status) => (
          <MenuItem
            key={status}
            onSelect={() =>
              status === 'RESUELTO'
                ? setIsResolving(true)
                : runFromMenu({ action: 'status', ticketIds, status })
            }
          >
            {TICKET_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </BulkMenu>
      <BulkMenu label={text.changePriority} isDisabled={isDisabled}>
        {TICKET_PRIORITIES.map((priority) => (
          <MenuItem
            key={priority}
            onSelect={() => runFromMenu({ action: 'priority', ticketIds, priority })}
          >
            {TICKET_PRIORITY_LABELS[priority]}
          </MenuItem>
        ))}
      </BulkMenu>
      <Button variant="ghost" className="min-h-9" onClick={onClear}>
        {text.clear}
      </Button>
      {/* After the buttons, so they stay put when the offer turns into its result. */}
      {viewSelection}
      {isTooMany ? <p className="text-error">{text.tooMany}</p> : null}
      {bulk.isPending ? <p className="text-muted">{text.working}</p> : null}
      <TextPromptDialog
        id="bulk-resolution"
        isOpen={isResolving}
        onOpenChange={setIsResolving}
        title={ticketWorkspaceMessages.dialogs.resolveTitle}
        description={ticketWorkspaceMessages.dialogs.resolveBulkDescription(tickets.length)}
        label={ticketWorkspaceMessages.dialogs.resolveLabel}
        requiredMessage={ticketMessages.validation.resolutionRequired}
        submitLabel={ticketWorkspaceMessages.dialogs.resolveSubmit}
        onSubmit={(resolution) =>
          run({ action: 'status', ticketIds, status: 'RESUELTO', resolution })
        }
      />
    </div>
  );
}
