import { useRef, useState, type FormEvent } from 'react';
import { authMessages, type LoginInput } from '@atiende/contracts';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { fieldErrorsOf, messageOf } from '../../../lib/api-error';
import { fieldMessagesOf } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { loadAuthValidation } from '../api/load-auth-validation';
import { login } from '../api/login';
import { useAuth } from '../hooks/use-auth';
import { AuthEmailField, AuthSubmitButton } from './auth-form-parts';

const text = authMessages.login;
const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;

/** Checks the values with the contract's schema (loaded after the first paint). */
async function validate(values: LoginInput): Promise<FieldErrors> {
  const { loginInputSchema } = await loadAuthValidation();
  return fieldMessagesOf<Field>(loginInputSchema.safeParse(values).error?.issues);
}

/**
 * docs/product/auth.md /login. On success the route guard sends the user to where they were going,
 * or to the landing page of their role. Two fields only: plain state instead of react-hook-form
 * keeps the library out of the first load (docs/conventions.md#quality-bars-and-budgets: /login ≤
 * 120 KB gzip); the other account forms use it.
 */
export function LoginForm() {
  const { signIn } = useAuth();
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  function focusFirstInvalid(found: FieldErrors) {
    if (found.email) emailInput.current?.focus();
    else if (found.password) passwordInput.current?.focus();
  }

  // No validation while typing a fresh field (docs/product/ui.md#forms); a field that showed an
  // error is re-checked as it changes, so its message never vanishes under the pointer on blur
  // (docs/decisions/0006-revalidate-on-change.md).
  async function recheck(field: Field, next: LoginInput) {
    if (!errors[field]) return;
    const found = await validate(next);
    setErrors((current) => ({ ...current, [field]: found[field] }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const found = await validate(values);
      setErrors(found);
      if (Object.keys(found).length > 0) {
        focusFirstInvalid(found);
        return;
      }
      const session = await login(values);
      notify.success(text.success);
      signIn(session);
    } catch (error) {
      const message = messageOf(error, text.failure);
      const fromServer: FieldErrors = {};
      for (const { field, message: fieldMessage } of fieldErrorsOf(error)) {
        if ((FIELDS as readonly string[]).includes(field))
          fromServer[field as Field] ??= fieldMessage;
      }
      setErrors(fromServer);
      focusFirstInvalid(fromServer);
      setFailure(message);
      notify.error(message);
    } finally {
      setSubmitting(false);
    }
  }

  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      void recheck(field, next);
    },
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <AuthEmailField
        id="login-email"
        label={text.email}
        placeholder={text.emailPlaceholder}
        ref={emailInput}
        {...fieldProps('email')}
      />
      <PasswordField
        id="login-password"
        label={text.password}
        autoComplete="current-password"
        placeholder={text.passwordPlaceholder}
        ref={passwordInput}
        {...fieldProps('password')}
      />
      {failure ? <InlineAlert>{failure}</InlineAlert> : null}
      <AuthSubmitButton isSubmitting={isSubmitting} text={text} />
    </form>
  );
}
