// From 'react-router', not 'react-router/dom': we use no flushSync navigations, and the DOM wrapper
// would add its RSC/hydration helpers to the first load
// (docs/conventions.md#quality-bars-and-budgets budget).
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
