import { useEffect, useLayoutEffect } from 'react';
import { Link, isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { pageMessages } from '@atiende/contracts';
import { Button, buttonClasses } from '../components/ui/button';
import { reportRenderError } from '../features/audit/api/report-client-error';
import { MessagePanel } from '../components/ui/message-panel';
import { dismissAppShell } from './app-shell';
import { isChunkLoadError } from './error-kind';
import { NotFoundPanel } from './routes/not-found-panel';

const text = pageMessages.routeError;

/**
 * docs/product/app-shell.md#error-pages error page for one route: "¡Oops! Algo salió mal",
 * "Intentar nuevamente" (clears the error by revalidating, or reloads when a code chunk failed to
 * download) and "Ir al inicio". Inside the layout the menu and header stay usable.
 */
export function RouteErrorPage({ isInsideLayout = false }: { isInsideLayout?: boolean }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  // An error page replaces whatever the server drew first (app/app-shell.ts).
  useLayoutEffect(dismissAppShell, []);
  // The layout header is not a heading: the error panel is the page's h1 either way.
  const headingLevel = 1;

  // docs/product/audit-and-monitoring.md#error-reports: a render error is reported to the audit
  // log. Route responses (404) and API errors (reported by the API client when 5xx) are not render
  // errors.
  useEffect(() => {
    if (isRouteErrorResponse(error)) return;
    if (error instanceof Error && error.name === 'ApiError') return;
    reportRenderError(error);
  }, [error]);

  const content =
    isRouteErrorResponse(error) && error.status === 404 ? (
      <NotFoundPanel headingLevel={headingLevel} />
    ) : (
      <MessagePanel
        icon={TriangleAlert}
        heading={text.title}
        headingLevel={headingLevel}
        actions={
          <>
            <Button
              size="lg"
              onClick={() => {
                if (isChunkLoadError(error)) window.location.reload();
                else void revalidator.revalidate();
              }}
            >
              {text.retry}
            </Button>
            <Link to="/" className={buttonClasses('secondary', 'lg')}>
              {text.goHome}
            </Link>
          </>
        }
      >
        <p>{text.description}</p>
      </MessagePanel>
    );

  if (isInsideLayout) return content;
  return (
    <main
      id="main-content"
      className="flex min-h-dvh items-center justify-center bg-surface px-4 py-8 text-base"
    >
      {content}
    </main>
  );
}

export function LayoutRouteErrorPage() {
  return <RouteErrorPage isInsideLayout />;
}
