import { useState } from 'react';
import { CircleArrowUp, EllipsisVertical, Trash2, UserRound } from 'lucide-react';
import {
  TICKET_PRIORITY_LABELS,
  ticketWorkspaceMessages,
  type TicketDetail,
} from '@atiende/contracts';
import { buttonClasses } from '../../../components/ui/button';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../../components/ui/menu';
import { useAddComment } from '../api/add-comment';
import {
  choiceLabel,
  needsResolution,
  statusPatch,
  type StatusChoice,
} from '../hooks/status-choices';
import type { TicketViewer } from '../hooks/ticket-viewer';
import { useTicketSave } from '../hooks/use-ticket-save';
import { TicketAssignee } from './ticket-assignee';
import { TicketDeleteDialog } from './ticket-delete-dialog';
import { TicketPriorityMenu, TicketStatusMenu } from './ticket-field-menus';
import { escalationPrompt, resolutionPrompt } from './ticket-prompts';
import { TextPromptDialog, usePreloadedTextPrompt } from './text-prompt-dialog';
import type { TicketDialog } from './ticket-dialog-name';
import type { TicketMenu } from '../hooks/use-ticket-keyboard';

const text = ticketWorkspaceMessages.detail;
const dialogs = ticketWorkspaceMessages.dialogs;

export type { TicketDialog };

/** The "Más acciones" items this viewer may use, each opening its dialog. */
function moreActionsOf(canReassign: boolean, canEscalate: boolean, canDelete: boolean) {
  const actions = [
    { dialog: 'reassign', label: text.reassign, Icon: UserRound, isShown: canReassign },
    { dialog: 'escalate', label: text.escalate, Icon: CircleArrowUp, isShown: canEscalate },
    { dialog: 'delete', label: text.delete, Icon: Trash2, isShown: canDelete },
  ] as const;
  return actions.filter((action) => action.isShown);
}

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
  usePreloadedTextPrompt();
  const { save, isSaving } = useTicketSave(ticket, onConflict);
  const addComment = useAddComment(ticket.id);
  const canEscalate =
    ticket.permissions.allowedStatuses.includes('ESCALADO') && ticket.status !== 'ESCALADO';
  const canDelete = ticket.permissions.canDelete;
  const canReassign = ticket.permissions.canReassign && ticket.assignedTo !== null;
  // "Más acciones": shown when it may escalate or delete (Reasignar alone stays beside Asignado a).
  const moreActions =
    canEscalate || canDelete ? moreActionsOf(canReassign, canEscalate, canDelete) : [];
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
        {moreActions.length > 0 ? (
          <Menu>
            <MenuTrigger
              aria-label={text.moreActions}
              className={`${buttonClasses('ghost')} ml-auto min-h-8 px-2`}
            >
              <EllipsisVertical aria-hidden="true" className="size-5" />
            </MenuTrigger>
            <MenuContent align="end" itemSize="sm" className="max-h-80 min-w-48 overflow-y-auto">
              {moreActions.map(({ dialog: opens, label, Icon }) => (
                <MenuItem
                  key={opens}
                  tone={opens === 'delete' ? 'danger' : 'default'}
                  onSelect={() => onDialogChange(opens)}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </MenuItem>
              ))}
            </MenuContent>
          </Menu>
        ) : null}
      </div>
      <TextPromptDialog
        id="resolution"
        isOpen={dialog === 'resolve'}
        onOpenChange={close}
        {...resolutionPrompt}
        title={resolving.status === 'RESUELTO' ? dialogs.resolveTitle : dialogs.noteTitle}
        description={
          resolving.status === 'RESUELTO'
            ? dialogs.resolveDescription
            : dialogs.noteDescription(choiceLabel(resolving))
        }
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
        {...escalationPrompt}
        onSubmit={escalate}
      />
      {canDelete ? (
        <TicketDeleteDialog ticket={ticket} isOpen={dialog === 'delete'} onOpenChange={close} />
      ) : null}
    </header>
  );
}
