import { Suspense, lazy, type ReactNode } from 'react';
import { AppErrorBoundary } from './app-error-boundary';

// The toast region loads right after the first paint; toasts raised before it mounts still show.
const AppToaster = lazy(() =>
  import('./app-toaster').then((module) => ({ default: module.AppToaster })),
);

/** Everything the routes share: the global error fallback and toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      {children}
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </AppErrorBoundary>
  );
}
