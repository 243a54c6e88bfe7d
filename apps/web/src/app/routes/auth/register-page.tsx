import { Link } from 'react-router';
import { authMessages } from '@atiende/contracts';
import { AuthCard, authLinkClasses } from '../../../features/auth/components/auth-card';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { useDocumentTitle } from '../../use-document-title';

const text = authMessages.register;

export function RegisterPage() {
  useDocumentTitle(text.pageTitle);
  return (
    <AuthCard
      heading={text.heading}
      subtitle={text.subtitle}
      footer={
        <p className="text-muted">
          {text.hasAccount}{' '}
          <Link to="/login" className={authLinkClasses}>
            {text.loginLink}
          </Link>
        </p>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
