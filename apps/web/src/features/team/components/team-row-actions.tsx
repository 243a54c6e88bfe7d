import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';
import { teamMessages, type Role, type TeamMember } from '@atiende/contracts';

const text = teamMessages.page;
const itemClasses =
  'flex min-h-10 cursor-pointer items-center rounded-md px-3 text-sm text-ink outline-none data-[highlighted]:bg-surface-2';

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
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={text.actionsFor(member.name)}
        className="flex size-9 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-ink"
      >
        <MoreHorizontal aria-hidden="true" className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-52 rounded-lg border border-line bg-white p-1 shadow-lg"
        >
          {actions.map((action) => (
            <DropdownMenu.Item
              key={action}
              className={
                action === 'delete' || action === 'deactivate'
                  ? `${itemClasses} text-error`
                  : itemClasses
              }
              onSelect={() => onAction(action, member)}
            >
              {LABELS[action]}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
