import { useWatch } from 'react-hook-form';
import {
  ROLE_LABELS,
  ROLES,
  teamMessages,
  updateTeamUserInputSchema,
  type TeamMember,
} from '@atiende/contracts';
import { openWhileItem } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog-form';
import { RadioGroup } from '../../../components/ui/radio-group';
import { bindFields } from '../../../lib/bind-fields';
import { reportFieldsOrToast } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useContractForm } from '../../../lib/use-contract-form';
import { useUpdateTeamUser } from '../api/team-mutations';
import { StepUpPasswordField } from './step-up-password-field';

const text = teamMessages.roleDialog;
/** The role, and the caller's own password that a new role needs (docs/team.md#step-up). */
const roleInputSchema = updateTeamUserInputSchema
  .pick({ role: true, currentPassword: true })
  .required({ role: true });

/** A dialog about one person of the team; null: closed. */
export interface MemberDialogProps {
  member: TeamMember | null;
  onClose: () => void;
}

/**
 * What the one-person dialogs share: open while there is a person, titled with their name, then
 * Cancelar and "Guardando...".
 */
export function memberFormDialogProps(
  text: { title: (name: string) => string; description: string },
  { member, onClose }: { member: TeamMember; onClose: () => void },
) {
  return {
    ...openWhileItem(member, onClose),
    title: text.title(member.name),
    description: text.description,
    cancelLabel: teamMessages.form.cancel,
    pendingLabel: teamMessages.form.saving,
  };
}

/**
 * "Cambiar rol" (administrators): a radio group of the four roles, and "Tu contraseña actual"
 * once another role is chosen.
 */
export function RoleDialog({ member, onClose }: MemberDialogProps) {
  return member ? <RoleForm key={member.id} member={member} onClose={onClose} /> : null;
}

function RoleForm({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const update = useUpdateTeamUser();
  const form = useContractForm(roleInputSchema, { role: member.role, currentPassword: '' });
  const { control, register, handleSubmit, setError } = form;
  const field = bindFields(form, 'team-role-');
  const isRoleChange = useWatch({ control, name: 'role' }) !== member.role;
  const onSubmit = handleSubmit(async ({ role, currentPassword }) => {
    if (role === member.role) return onClose();
    if (!currentPassword) {
      const message = teamMessages.validation.stepUpRequired;
      return setError('currentPassword', { type: 'required', message }, { shouldFocus: true });
    }
    try {
      await update.mutateAsync({ id: member.id, body: { role, currentPassword } });
      notify.success(text.changed(member.name, ROLE_LABELS[role]));
      onClose();
    } catch (error) {
      reportFieldsOrToast(error, setError, ['currentPassword'], teamMessages.actionFailed);
    }
  });
  return (
    <FormDialog
      {...memberFormDialogProps(text, { member, onClose })}
      onSubmit={onSubmit}
      submitLabel={text.submit}
      isPending={update.isPending}
    >
      <RadioGroup
        id="team-role-choice"
        legend={teamMessages.form.role}
        isLegendHidden
        options={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
        registration={register('role')}
      />
      {isRoleChange ? <StepUpPasswordField {...field('currentPassword')} /> : null}
    </FormDialog>
  );
}
