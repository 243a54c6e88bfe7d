import { authMessages } from '@atiende/contracts';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { AuthPage } from './auth-page';

const text = authMessages.forgotPassword;

export function ForgotPasswordPage() {
  return (
    <AuthPage text={text} links={[{ to: '/login', label: text.backToLogin }]}>
      <ForgotPasswordForm />
    </AuthPage>
  );
}
