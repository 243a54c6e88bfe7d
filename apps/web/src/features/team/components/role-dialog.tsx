import { useState } from 'react';
import { ROLE_LABELS, ROLES, teamMessages, type Role, type TeamMember } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useUpdateTeamUser } from '../api/team-mutations';
import { Dialog } from '../../../components/ui/dialog';

const text = teamMessages.roleDialog;

/** "Cambiar rol" (administrators): a radio group of the four roles. */
export function RoleDialog({
  member,
  onClose,
}: {
  member: TeamMember | null;
  onClose: () => void;
}) {
  return member ? <RoleForm key={member.id} member={member} onClose={onClose} /> : null;
}

function RoleForm({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const [role, setRole] = useState<Role>(member.role);
  const update = useUpdateTeamUser();
  const save = async () => {
    if (role === member.role) return onClose();
    try {
      await update.mutateAsync({ id: member.id, body: { role } });
      notify.success(text.changed(member.name, ROLE_LABELS[role]));
      onClose();
    } catch (error) {
      notify.error(messageOf(error, teamMessages.actionFailed));
    }
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => (isOpen ? null : onClose())}
      title={text.title(member.name)}
      description={text.description}
    >
      <fieldset className="space-y-1">
        <legend className="sr-only">{teamMessages.form.role}</legend>
        {ROLES.map((item) => (
          <label
            key={item}
            className="flex min-h-10 items-center gap-2 rounded-md px-2 hover:bg-surface"
          >
            <input
              type="radio"
              name="team-role-choice"
              value={item}
              checked={role === item}
              onChange={() => setRole(item)}
              className="size-4"
            />
            {ROLE_LABELS[item]}
          </label>
        ))}
      </fieldset>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {teamMessages.form.cancel}
        </Button>
        <Button onClick={() => void save()} disabled={update.isPending}>
          {update.isPending ? teamMessages.form.saving : text.submit}
        </Button>
      </div>
    </Dialog>
  );
}
