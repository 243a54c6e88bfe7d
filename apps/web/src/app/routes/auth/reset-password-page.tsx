import { Link, useParams } from 'react-router';
import { authMessages } from '@atiende/contracts';
import { AuthCard, authLinkClasses } from '../../../features/auth/components/auth-card';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { useDocumentTitle } from '../../use-document-title';

const text = authMessages.resetPassword;

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  useDocumentTitle(text.pageTitle);
  return (
    <AuthCard
      heading={text.heading}
      subtitle={text.subtitle}
      footer={
        <Link to="/login" className={authLinkClasses}>
          {authMessages.forgotPassword.backToLogin}
        </Link>
      }
    >
      <ResetPasswordForm key={token} token={token} />
    </AuthCard>
  );
}
