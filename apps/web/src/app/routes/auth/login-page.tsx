import { Link } from 'react-router';
import { authMessages } from '@atiende/contracts';
import { AuthCard, authLinkClasses } from '../../../features/auth/components/auth-card';
import { LoginForm } from '../../../features/auth/components/login-form';
import { useDocumentTitle } from '../../use-document-title';

const text = authMessages.login;

export function LoginPage() {
  useDocumentTitle(text.pageTitle);
  return (
    <AuthCard
      heading={text.heading}
      subtitle={text.subtitle}
      footer={
        <>
          <p className="text-muted">
            {text.noAccount}{' '}
            <Link to="/register" className={authLinkClasses}>
              {text.registerLink}
            </Link>
          </p>
          <p>
            <Link to="/support" className={authLinkClasses}>
              {text.publicFormLink}
            </Link>
          </p>
        </>
      }
    >
      <LoginForm />
      <p className="mt-4 text-center">
        <Link to="/forgot-password" className={authLinkClasses}>
          {text.forgotPassword}
        </Link>
      </p>
    </AuthCard>
  );
}
