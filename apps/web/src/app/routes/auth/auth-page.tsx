import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AuthCard, authLinkClasses } from '../../../features/auth/components/auth-card';
import { useDocumentTitle } from '../../use-document-title';

export interface AuthPageLink {
  to: string;
  label: string;
  /** Muted text before the link ("¿No tienes cuenta?"). */
  lead?: string;
}

/** One line of the sign-in screens holding a text link, with an optional lead-in. */
export function AuthLinkLine({
  to,
  label,
  lead,
  className,
}: AuthPageLink & { className?: string }) {
  return (
    <p className={lead ? 'text-muted' : className}>
      {lead ? `${lead} ` : null}
      <Link to={to} className={authLinkClasses}>
        {label}
      </Link>
    </p>
  );
}

/**
 * A sign-in screen (login, registration, password reset): the document title, the card with its
 * heading and subtitle, and the links under it.
 */
export function AuthPage({
  text,
  links,
  children,
}: {
  text: { pageTitle: string; heading: string; subtitle: string };
  links: readonly AuthPageLink[];
  children: ReactNode;
}) {
  useDocumentTitle(text.pageTitle);
  return (
    <AuthCard
      heading={text.heading}
      subtitle={text.subtitle}
      footer={links.map((link) => (
        <AuthLinkLine key={link.to} {...link} />
      ))}
    >
      {children}
    </AuthCard>
  );
}
