import { useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CircleArrowUp, EllipsisVertical, Trash2, UserRound } from 'lucide-react';
import {
  TICKET_PRIORITY_LABELS,
  ticketMessages,
  ticketWorkspaceMessages,
  type TicketDetail,
} from '@atiende/contracts';
import { buttonClasses } from '../../../components/ui/button';
import { useAddComment } from '../api/add-comment';
import {
  choiceLabel,
  needsResolution,
  statusPatch,
  type StatusChoice,
} from '../hooks/status-choices';
import type { TicketViewer } from '../hooks/ticket-viewer';
import { useTicketSave } from '../hooks/use-ticket-save';
import { menuContentClasses, menuItemClasses } from './multi-select-filter';
import { TicketAssignee } from './ticket-assignee';
import { TicketDeleteDialog } from './ticket-delete-dialog';
import { TicketPriorityMenu, TicketStatusMenu } from './ticket-field-menus';
import { TextPromptDialog } from './text-prompt-dialog';
import type { TicketDialog } from './ticket-dialog-name';
import type { TicketMenu } from '../hooks/use-ticket-keyboard';

const text = ticketWorkspaceMessages.detail;
const dialogs = ticketWorkspaceMessages.dialogs;

export type { TicketDialog };

interface TicketHeaderProps {
  ticket: TicketDetail;
  viewer: TicketViewer;
  dialog: TicketDialog | null;
  onDialogChange: (dialog: TicketDialog | null) => void;
  /** The menu the `s` / `p` shortcuts opened (the page owns it, like the dialogs). */
  openMenu: TicketMenu | null;
  onOpenMenuChange: (menu: TicketMenu | null) => void;
  onConflict: () => void;
}

/**
 * docs/product/tickets.md#ticket-detail header: h1 "#1234 · Título", Estado, Prioridad, Asignado a,
 * "Más acciones".
 */
export function TicketHeader({
  ticket,
  viewer,
  dialog,
  onDialogChange,
  openMenu,
  onOpenMenuChange,
  onConflict,
}: TicketHeaderProps) {
  const { save, isSaving } = useTicketSave(ticket, onConflict);
  const addComment = useAddComment(ticket.id);
  const canEscalate =
    ticket.permissions.allowedStatuses.includes('ESCALADO') && ticket.status !== 'ESCALADO';
  const canDelete = ticket.permissions.canDelete;
  // The menu's choice a dialog completes (a custom status goes through its base's dialog).
  const [pending, setPending] = useState<StatusChoice | null>(null);
  const close = (isOpen: boolean) => {
    if (isOpen) return;
    setPending(null);
    onDialogChange(null);
  };
  const resolving: StatusChoice =
    pending && needsResolution(pending) ? pending : { status: 'RESUELTO', customStatus: null };
  const chooseStatus = (choice: StatusChoice) => {
    if (needsResolution(choice) || (choice.status === 'ESCALADO' && ticket.status !== 'ESCALADO')) {
      setPending(choice);
      onDialogChange(needsResolution(choice) ? 'resolve' : 'escalate');
    } else {
      void save(statusPatch(choice), text.statusChanged(choiceLabel(choice))).catch(
        () => undefined,
      );
    }
  };

  // docs/product/tickets.md: Escalado notifies the lead; the reason stays as an internal note.
  const escalate = async (reason: string) => {
    const choice = pending?.status === 'ESCALADO' ? pending : null;
    await save(choice ? statusPatch(choice) : { status: 'ESCALADO' }, text.escalated);
    await addComment.mutateAsync({
      body: dialogs.escalationNote(reason),
      isInternal: true,
      files: [],
    });
  };

  return (
    <header className="space-y-3">
      <h1 className="text-xl font-semibold break-words text-ink">
        {text.heading(ticket.number, ticket.title)}
      </h1>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-2">
          <span className="text-xs font-medium text-muted">{text.status}</span>
          <TicketStatusMenu
            ticket={ticket}
            isDisabled={isSaving}
            onChoose={chooseStatus}
            open={openMenu === 'status'}
            onOpenChange={(isOpen) => onOpenMenuChange(isOpen ? 'status' : null)}
          />
        </div>
        <div className="flex items-center gap-2">
          <span className="text-xs font-medium text-muted">{text.priority}</span>
          <TicketPriorityMenu
            ticket={ticket}
            isDisabled={isSaving}
            open={openMenu === 'priority'}
            onOpenChange={(isOpen) => onOpenMenuChange(isOpen ? 'priority' : null)}
            onChoose={(priority) =>
              void save({ priority }, text.priorityChanged(TICKET_PRIORITY_LABELS[priority])).catch(
                () => undefined,
              )
            }
          />
        </div>
        <TicketAssignee
          ticket={ticket}
          viewer={viewer}
          dialog={dialog}
          onDialogChange={onDialogChange}
        />
        {canEscalate || canDelete ? (
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger
              aria-label={text.moreActions}
              className={`${buttonClasses('ghost')} ml-auto min-h-8 px-2`}
            >
              <EllipsisVertical aria-hidden="true" className="size-5" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Content align="end" sideOffset={4} className={menuContentClasses}>
              {ticket.permissions.canReassign && ticket.assignedTo ? (
                <DropdownMenu.Item
                  className={menuItemClasses}
                  onSelect={() => onDialogChange('reassign')}
                >
                  <UserRound aria-hidden="true" className="size-4" />
                  {text.reassign}
                </DropdownMenu.Item>
              ) : null}
              {canEscalate ? (
                <DropdownMenu.Item
                  className={menuItemClasses}
                  onSelect={() => onDialogChange('escalate')}
                >
                  <CircleArrowUp aria-hidden="true" className="size-4" />
                  {text.escalate}
                </DropdownMenu.Item>
              ) : null}
              {canDelete ? (
                <DropdownMenu.Item
                  className={`${menuItemClasses} text-error`}
                  onSelect={() => onDialogChange('delete')}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {text.delete}
                </DropdownMenu.Item>
              ) : null}
            </DropdownMenu.Content>
          </DropdownMenu.Root>
        ) : null}
      </div>
      <TextPromptDialog
        id="resolution"
        isOpen={dialog === 'resolve'}
        onOpenChange={close}
        title={resolving.status === 'RESUELTO' ? dialogs.resolveTitle : dialogs.noteTitle}
        description={
          resolving.status === 'RESUELTO'
            ? dialogs.resolveDescription
            : dialogs.noteDescription(choiceLabel(resolving))
        }
        label={dialogs.resolveLabel}
        requiredMessage={ticketMessages.validation.resolutionRequired}
        submitLabel={
          resolving.customStatus
            ? dialogs.resolveSubmitAs(resolving.customStatus.name)
            : dialogs.resolveSubmit
        }
        onSubmit={async (resolution) => {
          await save(
            { ...statusPatch(resolving), resolution },
            text.statusChanged(choiceLabel(resolving)),
          );
        }}
      />
      <TextPromptDialog
        id="escalation-reason"
        isOpen={dialog === 'escalate'}
        onOpenChange={close}
        title={dialogs.escalateTitle}
        description={dialogs.escalateDescription}
        label={dialogs.reason}
        requiredMessage={ticketMessages.validation.reasonRequired}
        submitLabel={dialogs.escalateSubmit}
        onSubmit={escalate}
      />
      {canDelete ? (
        <TicketDeleteDialog ticket={ticket} isOpen={dialog === 'delete'} onOpenChange={close} />
      ) : null}
    </header>
  );
}
