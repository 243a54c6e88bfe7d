import { teamMessages } from '@atiende/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '../../../components/ui/password-field';

const text = teamMessages.form;

/** The field's binding from bindFields: its id, registration and message. */
type StepUpPasswordFieldProps = UseFormRegisterReturn & { id: string; error?: string };

/**
 * docs/team.md#step-up: "Tu contraseña actual", the acting person's own password, shown while the
 * e-mail or the role differs from the loaded one and sent with the change. Its hint and the
 * server's message are read with it (the kit field's aria-describedby).
 */
export function StepUpPasswordField(props: StepUpPasswordFieldProps) {
  return (
    <PasswordField
      {...props}
      label={text.currentPassword}
      hint={text.currentPasswordHint}
      autoComplete="current-password"
    />
  );
}
