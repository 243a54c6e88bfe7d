import type { ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from './ui/button';
import { MessagePanel } from './ui/message-panel';

/** A page's h1 and one-line description, with its main actions on the right (they wrap below). */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h1 className="text-xl font-semibold text-ink">{title}</h1>
        <p className="mt-1 text-sm text-muted">{description}</p>
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** An admin page: the wide centred column, its header, then its content. */
export function ListPage({
  children,
  ...header
}: Parameters<typeof PageHeader>[0] & { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-7xl space-y-4">
      <PageHeader {...header} />
      {children}
    </div>
  );
}

/** The page in place of one the user may not open: its title, why, and back to the panel. */
export function ForbiddenPanel({
  title,
  message,
  backLabel,
}: {
  title: string;
  message: string;
  backLabel: string;
}) {
  return (
    <MessagePanel
      icon={Lock}
      heading={title}
      headingLevel={1}
      actions={
        <Link to="/dashboard" className={buttonClasses('secondary')}>
          {backLabel}
        </Link>
      }
    >
      <p>{message}</p>
    </MessagePanel>
  );
}
