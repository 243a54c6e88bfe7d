import { authMessages } from '@atiende/contracts';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { AuthPage } from './auth-page';

const text = authMessages.register;

export function RegisterPage() {
  return (
    <AuthPage text={text} links={[{ to: '/login', label: text.loginLink, lead: text.hasAccount }]}>
      <RegisterForm />
    </AuthPage>
  );
}
