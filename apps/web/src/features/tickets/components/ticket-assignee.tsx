import { ticketWorkspaceMessages, type TicketDetail } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useReassignTicket } from '../api/reassign-ticket';
import type { TicketViewer } from '../hooks/ticket-viewer';
import { useAssignTo } from '../hooks/use-assign-to';
import type { TicketDialog } from './ticket-dialog-name';
import { TechnicianDialog } from './technician-dialog';

const text = ticketWorkspaceMessages.detail;

interface TicketAssigneeProps {
  ticket: TicketDetail;
  viewer: TicketViewer;
  dialog: TicketDialog | null;
  onDialogChange: (dialog: TicketDialog | null) => void;
}

/**
 * "Asignado a" with Asignarme / Asignar (unassigned) or Reasignar (docs/product/tickets.md: the new
 * técnico is told).
 */
export function TicketAssignee({ ticket, viewer, dialog, onDialogChange }: TicketAssigneeProps) {
  const { assignTo, isAssigning } = useAssignTo(ticket.id);
  const reassign = useReassignTicket(ticket.id);
  const { canAssign, canReassign } = ticket.permissions;
  const isUnassigned = !ticket.assignedTo;

  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-xs font-medium text-muted">{text.assignee}</span>
      <span className="font-medium text-ink">
        {ticket.assignedTo?.name ?? ticketWorkspaceMessages.list.unassigned}
      </span>
      {isUnassigned && canAssign ? (
        <>
          {viewer.role !== 'CLIENT' ? (
            <Button
              variant="secondary"
              className="min-h-8 px-3"
              disabled={isAssigning}
              onClick={() => void assignTo(viewer.id, viewer.name).catch(() => undefined)}
            >
              {text.assignToMe}
            </Button>
          ) : null}
          <Button variant="ghost" className="min-h-8 px-3" onClick={() => onDialogChange('assign')}>
            {text.assign}
          </Button>
        </>
      ) : null}
      {!isUnassigned && canReassign ? (
        <Button variant="ghost" className="min-h-8 px-3" onClick={() => onDialogChange('reassign')}>
          {text.reassign}
        </Button>
      ) : null}
      <TechnicianDialog
        mode={dialog === 'reassign' ? 'reassign' : 'assign'}
        isOpen={dialog === 'assign' || dialog === 'reassign'}
        onOpenChange={(isOpen) => !isOpen && onDialogChange(null)}
        currentAssigneeId={ticket.assignedTo?.id ?? null}
        departmentId={ticket.department?.id ?? null}
        onSubmit={async ({ assignedToId, name, reason }) => {
          if (dialog === 'reassign') {
            try {
              await reassign.mutateAsync({ assignedToId, reason });
              notify.success(text.assigned(name));
            } catch (error) {
              notify.error(messageOf(error, text.saveFailed));
              throw error;
            }
          } else {
            await assignTo(assignedToId, name);
          }
        }}
      />
    </div>
  );
}
