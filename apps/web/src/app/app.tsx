// From 'react-router', not 'react-router/dom': we use no flushSync navigations, and the DOM wrapper
// would add its RSC/hydration helpers to the first load
// (docs/conventions.md#quality-bars-and-budgets budget).
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

/** The app around the router main.tsx made (docs/performance.md#first-paint: in a task of its own). */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
