import { authMessages } from '@atiende/contracts';
import { LoginForm } from '../../../features/auth/components/login-form';
import { AuthLinkLine, AuthPage } from './auth-page';

const text = authMessages.login;

export function LoginPage() {
  return (
    <AuthPage
      text={text}
      links={[
        { to: '/register', label: text.registerLink, lead: text.noAccount },
        { to: '/support', label: text.publicFormLink },
      ]}
    >
      <LoginForm />
      <AuthLinkLine
        to="/forgot-password"
        label={text.forgotPassword}
        className="mt-4 text-center"
      />
    </AuthPage>
  );
}
