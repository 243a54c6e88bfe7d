import { useNavigate } from 'react-router';
import type { TicketDetail } from '@atiende/contracts';
import type { TicketDialog } from '../components/ticket-dialog-name';
import { statusChoices } from './status-choices';
import { isStaffRole, type TicketViewer } from './ticket-viewer';
import { useAssignTo } from './use-assign-to';
import { useShortcuts } from './use-shortcuts';

/** The header menus the keyboard opens: Estado (`s`) and Prioridad (`p`). */
export type TicketMenu = 'status' | 'priority';

interface TicketKeyboardOptions {
  ticket: TicketDetail;
  viewer: TicketViewer;
  onDialogChange: (dialog: TicketDialog) => void;
  onMenuChange: (menu: TicketMenu) => void;
  onShowShortcuts: () => void;
}

/**
 * docs/product/tickets.md#ticket-list keyboard map on the ticket page, for staff: `a`
 * Asignar/Reasignar, `i` Asignarme, `s` / `p` the Estado / Prioridad menus, `c` Nuevo ticket, `?`
 * the map. Each key works only when its visible control is offered (the server's permissions). r, n
 * and e live with the composer in ticket-detail-page.tsx.
 */
export function useTicketKeyboard({
  ticket,
  viewer,
  onDialogChange,
  onMenuChange,
  onShowShortcuts,
}: TicketKeyboardOptions): void {
  const navigate = useNavigate();
  const { assignTo } = useAssignTo(ticket.id);

  useShortcuts(viewer.id, ({ key, shift }, event) => {
    if (!isStaffRole(viewer.role)) return;
    const { canAssign, canReassign, canEdit } = ticket.permissions;
    const isUnassigned = !ticket.assignedTo;
    if (key === '?') onShowShortcuts();
    else if (shift) return;
    else if (key === 'c') void navigate('/tickets/create');
    else if (key === 'a' && isUnassigned && canAssign) onDialogChange('assign');
    else if (key === 'a' && !isUnassigned && canReassign) onDialogChange('reassign');
    else if (key === 'i' && isUnassigned && canAssign)
      void assignTo(viewer.id, viewer.name).catch(() => undefined);
    else if (key === 's' && statusChoices(ticket).length > 0) onMenuChange('status');
    else if (key === 'p' && canEdit) onMenuChange('priority');
    else return;
    event.preventDefault();
  });
}
