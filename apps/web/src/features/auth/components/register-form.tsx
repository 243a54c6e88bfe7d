import { authMessages } from '@atiende/contracts';
import { TextField } from '../../../components/ui/text-field';
import { reportFieldsOrToast } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notify } from '../../../lib/notify';
import type { RegisterFormOutput, RegisterFormValues } from '../api/auth-form-validation';
import { loadAuthFormValidation } from '../api/load-auth-validation';
import { register as registerAccount } from '../api/register';
import { useAuth } from '../hooks/use-auth';
import { useAuthForm } from '../hooks/use-auth-form';
import { AuthEmailField, AuthSubmitButton } from './auth-form-parts';
import { NewPasswordFields, confirmsPassword } from './new-password-fields';

const text = authMessages.register;
const resolver = lazyResolver(() =>
  loadAuthFormValidation().then((module) => module.registerResolver),
);

/**
 * docs/product/auth.md#screens /register: name, email, password and its confirmation; the guard
 * then goes home.
 */
export function RegisterForm() {
  const { signIn } = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useAuthForm<RegisterFormValues, RegisterFormOutput>(resolver, {
    name: '',
    email: '',
    password: '',
    confirmPassword: '',
  });

  const onSubmit = handleSubmit(async ({ confirmPassword, ...input }) => {
    if (!confirmsPassword(input.password, confirmPassword, setError)) return;
    try {
      const session = await registerAccount(input);
      notify.success(text.success);
      signIn(session);
    } catch (error) {
      reportFieldsOrToast(error, setError, ['name', 'email', 'password'], text.failure);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        id="register-name"
        label={text.name}
        autoComplete="name"
        placeholder={text.namePlaceholder}
        error={errors.name?.message}
        {...register('name')}
      />
      <AuthEmailField
        id="register-email"
        label={text.email}
        placeholder={text.emailPlaceholder}
        error={errors.email?.message}
        {...register('email')}
      />
      <NewPasswordFields
        idPrefix="register"
        labels={text}
        placeholders={{
          password: text.passwordPlaceholder,
          confirmPassword: text.confirmPasswordPlaceholder,
        }}
        password={register('password')}
        confirmPassword={register('confirmPassword')}
        errors={errors}
      />
      <AuthSubmitButton isSubmitting={isSubmitting} text={text} />
    </form>
  );
}
