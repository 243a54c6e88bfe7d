import { Component, useLayoutEffect, type ErrorInfo, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { PRODUCT_NAME, pageMessages } from '@atiende/contracts';
import { Button } from '../components/ui/button';
import { reportApiError, reportRenderError } from '../features/audit/api/report-client-error';
import { setServerErrorListener } from '../lib/api-client';
import { MessagePanel } from '../components/ui/message-panel';
import { dismissAppShell } from './app-shell';
import { isIgnorableGlobalError } from './error-kind';

const text = pageMessages.appError;

/**
 * docs/product/app-shell.md#error-pages global fallback: "Error en la Aplicación" with "Recargar
 * Página".
 */
export function AppErrorFallback() {
  // It replaces whatever the server drew first (app/app-shell.ts).
  useLayoutEffect(dismissAppShell, []);
  return (
    <main
      id="main-content"
      className="flex min-h-dvh items-center justify-center bg-surface px-4 py-8 text-base"
    >
      <MessagePanel
        icon={TriangleAlert}
        heading={text.title}
        headingLevel={1}
        actions={
          <Button size="lg" onClick={() => window.location.reload()}>
            {text.reload}
          </Button>
        }
      >
        <p>{text.description}</p>
      </MessagePanel>
    </main>
  );
}

interface AppErrorBoundaryState {
  hasError: boolean;
}

/**
 * Catches what no route boundary caught, plus uncaught window errors and unhandled promise
 * rejections (docs/product/app-shell.md). Cancelled requests and API errors are not crashes and are
 * ignored.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidMount(): void {
    window.addEventListener('error', this.handleWindowError);
    window.addEventListener('unhandledrejection', this.handleRejection);
    // docs/product/audit-and-monitoring.md#error-reports: failed calls are reported to the audit
    // log (5xx only: a 4xx is the caller's).
    setServerErrorListener(reportApiError);
  }

  override componentWillUnmount(): void {
    setServerErrorListener(null);
    window.removeEventListener('error', this.handleWindowError);
    window.removeEventListener('unhandledrejection', this.handleRejection);
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // docs/product/audit-and-monitoring.md#error-reports: a render error is reported to the audit
    // log (once; never blocks this page).
    reportRenderError(error, info.componentStack);
    document.title = pageMessages.titleSuffix(text.title, PRODUCT_NAME);
  }

  private readonly handleWindowError = (event: ErrorEvent) => {
    // Resource load failures (img, script) reach here without an error object; they are not crashes.
    if (!(event.error instanceof Error)) return;
    if (isIgnorableGlobalError(event.error, event.message)) return;
    reportRenderError(event.error);
    this.setState({ hasError: true });
  };

  private readonly handleRejection = (event: PromiseRejectionEvent) => {
    if (isIgnorableGlobalError(event.reason)) return;
    reportRenderError(event.reason);
    this.setState({ hasError: true });
  };

  override render(): ReactNode {
    return this.state.hasError ? <AppErrorFallback /> : this.props.children;
  }
}
