import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../lib/query-client';

/**
 * Server state (TanStack Query) for every page past the sign-in screens. It wraps the routes lazily
 * so /login's first load stays within the 120 KB budget of
 * docs/conventions.md#quality-bars-and-budgets; the sign-in forms use react-hook-form's own
 * submitting state instead.
 */
export function QueryRoute() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
