import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { authMessages, type ForgotPasswordInput } from '@atiende/contracts';
import { reportFieldsOrToast } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { loadAuthFormValidation } from '../api/load-auth-validation';
import { requestPasswordReset } from '../api/forgot-password';
import { useAuthForm } from '../hooks/use-auth-form';
import { authLinkClasses } from './auth-card';
import { AuthEmailField, AuthSubmitButton } from './auth-form-parts';

const text = authMessages.forgotPassword;
const resolver = lazyResolver(() =>
  loadAuthFormValidation().then((module) => module.forgotPasswordResolver),
);

/** Asks for the reset link; afterwards a confirmation that reads the same for any email. */
export function ForgotPasswordForm() {
  const [isSent, setIsSent] = useState(false);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useAuthForm<ForgotPasswordInput, ForgotPasswordInput>(resolver, { email: '' });

  useEffect(() => {
    if (isSent) sentHeadingRef.current?.focus();
  }, [isSent]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await requestPasswordReset(values);
      setIsSent(true);
    } catch (error) {
      reportFieldsOrToast(error, setError, ['email'], text.failure);
    }
  });

  if (isSent) {
    return (
      <div className="rounded-md border border-line bg-brand-tint p-4">
        <h2
          ref={sentHeadingRef}
          tabIndex={-1}
          className="flex items-center gap-2 text-lg font-semibold text-ink"
        >
          <MailCheck aria-hidden="true" className="size-5 text-brand" />
          {text.sentHeading}
        </h2>
        <p className="mt-2 text-base text-ink">{text.sent}</p>
        <Link to="/login" className={`${authLinkClasses} mt-2`}>
          {text.backToLogin}
        </Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <AuthEmailField
        id="forgot-email"
        label={text.email}
        placeholder={authMessages.login.emailPlaceholder}
        error={errors.email?.message}
        {...register('email')}
      />
      <AuthSubmitButton isSubmitting={isSubmitting} text={text} />
    </form>
  );
}
