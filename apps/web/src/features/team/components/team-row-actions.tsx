import { MoreHorizontal } from 'lucide-react';
import { teamMessages, type Role, type TeamMember } from '@atiende/contracts';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../../components/ui/menu';

const text = teamMessages.page;

export type TeamAction = 'edit' | 'role' | 'reset' | 'deactivate' | 'reactivate' | 'delete';

/** What the viewer may do to a person (the server checks it again; docs/team.md). */
export function actionsFor(member: TeamMember, viewer: { id: string; role: Role }): TeamAction[] {
  const isSelf = member.id === viewer.id;
  const canManage = viewer.role === 'ADMIN' || (!isSelf && member.role === 'TECHNICIAN');
  if (!canManage) return [];
  const actions: TeamAction[] = ['edit'];
  if (viewer.role === 'ADMIN' && !isSelf) actions.push('role');
  actions.push('reset');
  if (!isSelf) actions.push(member.isActive ? 'deactivate' : 'reactivate', 'delete');
  return actions;
}

const LABELS: Record<TeamAction, string> = {
  edit: text.edit,
  role: text.changeRole,
  reset: text.resetPassword,
  deactivate: text.deactivate,
  reactivate: text.reactivate,
  delete: text.delete,
};

export function TeamRowActions({
  member,
  actions,
  onAction,
}: {
  member: TeamMember;
  actions: TeamAction[];
  onAction: (action: TeamAction, member: TeamMember) => void;
}) {
  if (actions.length === 0) return null;
  return (
    // Modal, as before the kit menu: the rest of the page is inert while it is open.
    <Menu modal>
      <MenuTrigger
        aria-label={text.actionsFor(member.name)}
        className="flex size-9 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-ink"
      >
        <MoreHorizontal aria-hidden="true" className="size-5" />
      </MenuTrigger>
      <MenuContent portal align="end" className="min-w-52">
        {actions.map((action) => (
          <MenuItem
            key={action}
            tone={action === 'delete' || action === 'deactivate' ? 'danger' : 'default'}
            onSelect={() => onAction(action, member)}
          >
            {LABELS[action]}
          </MenuItem>
        ))}
      </MenuContent>
    </Menu>
  );
}
