import { useState, type ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
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
import { messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { BULK_LIMIT, useBulkUpdateTickets, type BulkInput } from '../api/bulk-update-tickets';
import type { Technician } from '../api/ticket-validation';
import { bulkOutcome } from '../hooks/bulk-outcome';
import type { SelectedTicket } from '../hooks/use-row-selection';
import { menuContentClasses, menuItemClasses } from './multi-select-filter';
import { TextPromptDialog } from './text-prompt-dialog';

const text = ticketWorkspaceMessages.bulk;
const triggerClasses = `${buttonClasses('secondary')} min-h-9`;

interface TicketBulkBarProps {
  tickets: readonly SelectedTicket[];
  viewerId: string;
  technicians: readonly Technician[];
  onClear: () => void;
  onKeepOnly: (ids: readonly string[]) => void;
  /** "Seleccionar los N de esta vista", after the actions. */
  viewSelection?: ReactNode;
}

/**
 * docs/product/tickets.md#ticket-list bulk bar: "12 seleccionados · Asignar · Cambiar estado ·
 * Cambiar prioridad · Quitar selección".
 */
export function TicketBulkBar({
  tickets,
  viewerId,
  technicians,
  onClear,
  onKeepOnly,
  viewSelection,
}: TicketBulkBarProps) {
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

  return (
    <div role="region" aria-label={text.label} className="flex flex-wrap items-center gap-2">
      <p className="mr-2 font-semibold text-ink tabular-nums" aria-live="polite">
        {text.selected(tickets.length)}
      </p>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger disabled={isDisabled} className={triggerClasses}>
          {text.assign}
          <ChevronDown aria-hidden="true" className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align="start" sideOffset={4} className={menuContentClasses}>
          <DropdownMenu.Item
            className={menuItemClasses}
            onSelect={() =>
              void run({ action: 'assign', ticketIds, assignedToId: viewerId }).catch(
                () => undefined,
              )
            }
          >
            {text.assignToMe}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          {technicians
            .filter((technician) => technician.id !== viewerId)
            .map((technician) => (
              <DropdownMenu.Item
                key={technician.id}
                className={menuItemClasses}
                onSelect={() =>
                  void run({ action: 'assign', ticketIds, assignedToId: technician.id }).catch(
                    () => undefined,
                  )
                }
              >
                {technician.name}
              </DropdownMenu.Item>
            ))}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger disabled={isDisabled} className={triggerClasses}>
          {text.changeStatus}
          <ChevronDown aria-hidden="true" className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align="start" sideOffset={4} className={menuContentClasses}>
          {TICKET_STATUSES.map((status) => (
            <DropdownMenu.Item
              key={status}
              className={menuItemClasses}
              onSelect={() =>
                status === 'RESUELTO'
                  ? setIsResolving(true)
                  : void run({ action: 'status', ticketIds, status }).catch(() => undefined)
              }
            >
              {TICKET_STATUS_LABELS[status]}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger disabled={isDisabled} className={triggerClasses}>
          {text.changePriority}
          <ChevronDown aria-hidden="true" className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align="start" sideOffset={4} className={menuContentClasses}>
          {TICKET_PRIORITIES.map((priority) => (
            <DropdownMenu.Item
              key={priority}
              className={menuItemClasses}
              onSelect={() =>
                void run({ action: 'priority', ticketIds, priority }).catch(() => undefined)
              }
            >
              {TICKET_PRIORITY_LABELS[priority]}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
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
