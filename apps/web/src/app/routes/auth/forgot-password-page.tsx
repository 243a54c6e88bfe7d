import { Link } from 'react-router';
import { authMessages } from '@atiende/contracts';
import { AuthCard, authLinkClasses } from '../../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { useDocumentTitle } from '../../use-document-title';

const text = authMessages.forgotPassword;

export function ForgotPasswordPage() {
  useDocumentTitle(text.pageTitle);
  return (
    <AuthCard
      heading={text.heading}
      subtitle={text.subtitle}
      footer={
        <Link to="/login" className={authLinkClasses}>
          {text.backToLogin}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
