import { useState, type FormEvent } from 'react';
import { teamMessages, type TeamMember } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { fieldErrorsOf, messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useResetPassword } from '../api/team-mutations';
import { generatePassword } from '../lib/generate-password';
import { Dialog } from '../../../components/ui/dialog';

const text = teamMessages.resetDialog;

/** A new password typed (or generated) by the administrator, or a reset link by email. */
export function ResetPasswordDialog({
  member,
  onClose,
}: {
  member: TeamMember | null;
  onClose: () => void;
}) {
  return member ? <ResetForm key={member.id} member={member} onClose={onClose} /> : null;
}

function ResetForm({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const [mode, setMode] = useState<'password' | 'email'>(member.isActive ? 'email' : 'password');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reset = useResetPassword();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      const body = mode === 'email' ? { mode } : { mode, password };
      const result = await reset.mutateAsync({ id: member.id, body });
      notify.success(result.message);
      onClose();
    } catch (failure) {
      const field = fieldErrorsOf(failure).find((item) => item.field === 'password');
      if (field) setError(field.message);
      else notify.error(messageOf(failure, teamMessages.actionFailed));
    }
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => (isOpen ? null : onClose())}
      title={text.title(member.name)}
      description={text.description}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <fieldset className="space-y-1">
          <legend className="mb-1 text-sm font-medium text-ink">{text.modeLabel}</legend>
          {(['email', 'password'] as const).map((item) => (
            <label
              key={item}
              className="flex min-h-10 items-center gap-2 rounded-md px-2 hover:bg-surface"
            >
              <input
                type="radio"
                name="team-reset-mode"
                checked={mode === item}
                disabled={item === 'email' && !member.isActive}
                onChange={() => setMode(item)}
                className="size-4"
              />
              {item === 'email' ? text.modeEmail : text.modePassword}
            </label>
          ))}
        </fieldset>
        {mode === 'password' ? (
          <div className="flex items-end gap-2">
            <PasswordField
              id="team-reset-password"
              label={teamMessages.form.password}
              className="flex-1"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="new-password"
              error={error}
            />
            <Button
              variant="secondary"
              size="lg"
              className={error ? 'mb-7' : undefined}
              onClick={() => setPassword(generatePassword())}
            >
              {teamMessages.form.generate}
            </Button>
          </div>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {teamMessages.form.cancel}
          </Button>
          <Button type="submit" disabled={reset.isPending}>
            {reset.isPending
              ? teamMessages.form.saving
              : mode === 'email'
                ? text.submitEmail
                : text.submitPassword}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
