import type { ErrorOption, FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { authMessages } from '@atiende/contracts';
import { PasswordField } from '../../../components/ui/password-field';
import { notify } from '../../../lib/notify';

/** The error type of a confirmation that does not repeat the password. */
export const MISMATCH = 'mismatch';

/**
 * Checked on submit, after the schema: a confirmation that differs is put under its field as
 * an alert (announced at once, focused) and said in a toast. Returns whether the two match.
 */
export function confirmsPassword(
  password: string,
  confirmation: string,
  setError: (
    name: 'confirmPassword',
    error: ErrorOption,
    options: { shouldFocus: boolean },
  ) => void,
): boolean {
  if (password === confirmation) return true;
  setError(
    'confirmPassword',
    { type: MISMATCH, message: authMessages.register.passwordsDoNotMatch },
    { shouldFocus: true },
  );
  notify.error(authMessages.register.passwordsDoNotMatch);
  return false;
}

interface NewPasswordFieldsProps {
  idPrefix: string;
  labels: { password: string; confirmPassword: string };
  placeholders?: { password?: string; confirmPassword?: string };
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { password?: FieldError; confirmPassword?: FieldError };
}

/** A new password and its confirmation, with the show/hide toggles. */
export function NewPasswordFields({
  idPrefix,
  labels,
  placeholders,
  password,
  confirmPassword,
  errors,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label={labels.password}
        autoComplete="new-password"
        placeholder={placeholders?.password}
        error={errors.password?.message}
        {...password}
      />
      <PasswordField
        id={`${idPrefix}-confirm-password`}
        label={labels.confirmPassword}
        autoComplete="new-password"
        placeholder={placeholders?.confirmPassword}
        error={errors.confirmPassword?.message}
        isErrorAlert={errors.confirmPassword?.type === MISMATCH}
        {...confirmPassword}
      />
    </>
  );
}
