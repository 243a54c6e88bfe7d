import { useParams } from 'react-router';
import { authMessages } from '@atiende/contracts';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { AuthPage } from './auth-page';

const text = authMessages.resetPassword;

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  return (
    <AuthPage
      text={text}
      links={[{ to: '/login', label: authMessages.forgotPassword.backToLogin }]}
    >
      <ResetPasswordForm key={token} token={token} />
    </AuthPage>
  );
}
