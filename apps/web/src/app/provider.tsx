import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { afterFirstContentfulPaint } from '../lib/first-paint-gate';
import { whenIdle } from '../lib/when-idle';
import { AppErrorBoundary } from './app-error-boundary';

// The toast region loads once the page has painted its first content and the browser is idle
// (docs/performance.md#first-paint); toasts raised before it mounts still show.
const AppToaster = lazy(() =>
  import('./app-toaster').then((module) => ({ default: module.AppToaster })),
);

/** The toast region, mounted after the first content is painted. */
function DeferredToaster() {
  const [isDue, setIsDue] = useState(false);
  useEffect(() => {
    let cancelIdle: (() => void) | null = null;
    const cancelPaint = afterFirstContentfulPaint(() => {
      cancelIdle = whenIdle(() => setIsDue(true));
    });
    return () => {
      cancelPaint();
      cancelIdle?.();
    };
  }, []);
  return isDue ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

/** Everything the routes share: the global error fallback and toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      {children}
      <DeferredToaster />
    </AppErrorBoundary>
  );
}
