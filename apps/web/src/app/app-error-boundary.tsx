import { Component, type ErrorInfo, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { PRODUCT_NAME, pageMessages } from '@atiende/contracts';
import { Button } from '../components/ui/button';
import { MessagePanel } from '../components/ui/message-panel';
import { isIgnorableGlobalError } from './error-kind';

const text = pageMessages.appError;

/** spec §2 global fallback: "Error en la Aplicación" with "Recargar Página". */
export function AppErrorFallback() {
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
 * rejections (spec §8). Cancelled requests and API errors are not crashes and are ignored.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidMount(): void {
    window.addEventListener('error', this.handleWindowError);
    window.addEventListener('unhandledrejection', this.handleRejection);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('error', this.handleWindowError);
    window.removeEventListener('unhandledrejection', this.handleRejection);
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo): void {
    // Reporting to the audit log (spec §3 REACT_ERROR_BOUNDARY) belongs to the audit issue.
    document.title = pageMessages.titleSuffix(text.title, PRODUCT_NAME);
  }

  private readonly handleWindowError = (event: ErrorEvent) => {
    // Resource load failures (img, script) reach here without an error object; they are not crashes.
    if (!(event.error instanceof Error)) return;
    if (isIgnorableGlobalError(event.error, event.message)) return;
    this.setState({ hasError: true });
  };

  private readonly handleRejection = (event: PromiseRejectionEvent) => {
    if (isIgnorableGlobalError(event.reason)) return;
    this.setState({ hasError: true });
  };

  override render(): ReactNode {
    return this.state.hasError ? <AppErrorFallback /> : this.props.children;
  }
}
