import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { authMessages } from '@atiende/contracts';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { fieldErrorsOf, isApiError, messageOf } from '../../../lib/api-error';
import { reportFieldsOrToast } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notify } from '../../../lib/notify';
import type { ResetPasswordFormValues } from '../api/auth-form-validation';
import { loadAuthFormValidation } from '../api/load-auth-validation';
import { resetPassword } from '../api/reset-password';
import { useAuthForm } from '../hooks/use-auth-form';
import { authLinkClasses } from './auth-card';
import { AuthSubmitButton } from './auth-form-parts';
import { NewPasswordFields, confirmsPassword } from './new-password-fields';

const text = authMessages.resetPassword;
const resolver = lazyResolver(() =>
  loadAuthFormValidation().then((module) => module.resetPasswordResolver),
);

function isTokenProblem(error: unknown): boolean {
  if (isApiError(error) && error.code === 'INVALID_RESET_TOKEN') return true;
  return fieldErrorsOf(error).some((fieldError) => fieldError.field === 'token');
}

/** Sets a new password with the emailed token; an invalid token offers a new link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [tokenProblem, setTokenProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useAuthForm<ResetPasswordFormValues, ResetPasswordFormValues>(resolver, {
    password: '',
    confirmPassword: '',
  });

  const onSubmit = handleSubmit(async ({ password, confirmPassword }) => {
    if (!confirmsPassword(password, confirmPassword, setError)) return;
    try {
      await resetPassword({ token, password });
      notify.success(text.success);
      void navigate('/login', { replace: true });
    } catch (error) {
      if (isTokenProblem(error)) {
        setTokenProblem(messageOf(error, text.failure));
        return;
      }
      reportFieldsOrToast(error, setError, ['password'], text.failure);
    }
  });

  if (tokenProblem) {
    return (
      <div className="space-y-2">
        <InlineAlert>{tokenProblem}</InlineAlert>
        <Link to="/forgot-password" className={authLinkClasses}>
          {text.requestNew}
        </Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <NewPasswordFields
        idPrefix="reset"
        labels={text}
        placeholders={{ password: text.passwordPlaceholder }}
        password={register('password')}
        confirmPassword={register('confirmPassword')}
        errors={errors}
      />
      <AuthSubmitButton isSubmitting={isSubmitting} text={text} />
    </form>
  );
}
