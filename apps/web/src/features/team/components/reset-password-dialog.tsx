import { useWatch } from 'react-hook-form';
import { adminResetPasswordInputSchema, teamMessages, type TeamMember } from '@atiende/contracts';
import { FormDialog } from '../../../components/ui/dialog-form';
import { NewPasswordField } from '../../../components/ui/password-field';
import { RadioGroup } from '../../../components/ui/radio-group';
import { messageOf } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useContractForm } from '../../../lib/use-contract-form';
import { useResetPassword } from '../api/team-mutations';
import { generatePassword } from '../lib/generate-password';
import { memberFormDialogProps, type MemberDialogProps } from './role-dialog';

const text = teamMessages.resetDialog;

/** A new password typed (or generated) by the administrator, or a reset link by email. */
export function ResetPasswordDialog({ member, onClose }: MemberDialogProps) {
  return member ? <ResetForm key={member.id} member={member} onClose={onClose} /> : null;
}

function ResetForm({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const reset = useResetPassword();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useContractForm(adminResetPasswordInputSchema, {
    mode: member.isActive ? 'email' : 'password',
    password: '',
  });
  const mode = useWatch({ control, name: 'mode' });
  const passwordError = 'password' in errors ? errors.password?.message : undefined;

  const onSubmit = handleSubmit(async (body) => {
    try {
      const result = await reset.mutateAsync({ id: member.id, body });
      notify.success(result.message);
      onClose();
    } catch (failure) {
      if (!applyServerFieldErrors(failure, setError, ['password'])) {
        notify.error(messageOf(failure, teamMessages.actionFailed));
      }
    }
  });

  return (
    <FormDialog
      {...memberFormDialogProps(text, { member, onClose })}
      onSubmit={onSubmit}
      submitLabel={mode === 'email' ? text.submitEmail : text.submitPassword}
      isPending={reset.isPending}
    >
      <RadioGroup
        id="team-reset-mode"
        legend={text.modeLabel}
        options={[
          { value: 'email', label: text.modeEmail, disabled: !member.isActive },
          { value: 'password', label: text.modePassword },
        ]}
        registration={register('mode')}
      />
      {mode === 'password' ? (
        <NewPasswordField
          id="team-reset-password"
          label={teamMessages.form.password}
          error={passwordError}
          {...register('password')}
          generateLabel={teamMessages.form.generate}
          onGenerate={() =>
            setValue('password', generatePassword(), { shouldValidate: !!passwordError })
          }
        />
      ) : null}
    </FormDialog>
  );
}
