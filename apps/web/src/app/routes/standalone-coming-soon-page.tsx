import { Link, useLocation } from 'react-router';
import { PRODUCT_NAME, pageMessages } from '@atiende/contracts';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../use-document-title';
import { useRouteTitle } from '../use-route-title';
import { ComingSoonPanel } from './coming-soon-page';

const PUBLIC_FORM_PATHS: readonly string[] = ['/support', '/tickets/public'];

/**
 * Pages shown without the main layout that are not built yet: the public ticket form (built by
 * the tickets issue), the test dashboards and the logo preview.
 */
export function StandaloneComingSoonPage() {
  const title = useRouteTitle();
  const { pathname } = useLocation();
  useDocumentTitle(title);
  const isPublicForm = PUBLIC_FORM_PATHS.includes(pathname);
  return (
    <main
      id="main-content"
      className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-surface px-4 py-8 text-base"
    >
      <p className="text-xl font-semibold text-ink">{PRODUCT_NAME}</p>
      <ComingSoonPanel
        title={title}
        description={isPublicForm ? pageMessages.comingSoon.publicDescription : undefined}
        action={
          <Link to={isPublicForm ? '/login' : '/'} className={buttonClasses('primary', 'lg')}>
            {isPublicForm ? pageMessages.comingSoon.backToLogin : pageMessages.notFound.goHome}
          </Link>
        }
      />
    </main>
  );
}
