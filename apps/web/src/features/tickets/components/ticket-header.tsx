import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CircleArrowUp, EllipsisVertical, Trash2, UserRound } from 'lucide-react';
import {
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  ticketMessages,
  ticketWorkspaceMessages,
  type TicketDetail,
} from '@atiende/contracts';
import { buttonClasses } from '../../../components/ui/button';
import { useAddComment } from '../api/add-comment';
import type { TicketViewer } from '../hooks/ticket-viewer';
import { useTicketSave } from '../hooks/use-ticket-save';
import { menuContentClasses, menuItemClasses } from './multi-select-filter';
import { TicketAssignee } from './ticket-assignee';
import { TicketDeleteDialog } from './ticket-delete-dialog';
import { TicketPriorityMenu, TicketStatusMenu } from './ticket-field-menus';
import { TextPromptDialog } from './text-prompt-dialog';
import type { TicketDialog } from './ticket-dialog-name';

const text = ticketWorkspaceMessages.detail;
const dialogs = ticketWorkspaceMessages.dialogs;

export type { TicketDialog };

interface TicketHeaderProps {
  ticket: TicketDetail;
  viewer: TicketViewer;
  dialog: TicketDialog | null;
  onDialogChange: (dialog: TicketDialog | null) => void;
  onConflict: () => void;
}

/** UX.md §2.2 header: h1 "#1234 · Título", Estado, Prioridad, Asignado a, "Más acciones". */
export function TicketHeader({
  ticket,
  viewer,
  dialog,
  onDialogChange,
  onConflict,
}: TicketHeaderProps) {
  const { save, isSaving } = useTicketSave(ticket, onConflict);
  const addComment = useAddComment(ticket.id);
  const canEscalate =
    ticket.permissions.allowedStatuses.includes('ESCALADO') && ticket.status !== 'ESCALADO';
  const canDelete = ticket.permissions.canDelete;
  const close = (isOpen: boolean) => !isOpen && onDialogChange(null);

  // spec §4: Escalado notifies the lead; the reason stays as an internal note.
  const escalate = async (reason: string) => {
    await save({ status: 'ESCALADO' }, text.escalated);
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
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <div className="flex items-center gap-2">
          <span className="text-xs font-medium text-muted">{text.status}</span>
          <TicketStatusMenu
            ticket={ticket}
            isDisabled={isSaving}
            onChoose={(status) => {
              if (status === 'RESUELTO') onDialogChange('resolve');
              else if (status === 'ESCALADO') onDialogChange('escalate');
              else
                void save({ status }, text.statusChanged(TICKET_STATUS_LABELS[status])).catch(
                  () => undefined,
                );
            }}
          />
        </div>
        <div className="flex items-center gap-2">
          <span className="text-xs font-medium text-muted">{text.priority}</span>
          <TicketPriorityMenu
            ticket={ticket}
            isDisabled={isSaving}
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
              className={`${buttonClasses('ghost')} min-h-8 px-2`}
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
        title={dialogs.resolveTitle}
        description={dialogs.resolveDescription}
        label={dialogs.resolveLabel}
        requiredMessage={ticketMessages.validation.resolutionRequired}
        submitLabel={dialogs.resolveSubmit}
        onSubmit={async (resolution) => {
          await save(
            { status: 'RESUELTO', resolution },
            text.statusChanged(TICKET_STATUS_LABELS.RESUELTO),
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
