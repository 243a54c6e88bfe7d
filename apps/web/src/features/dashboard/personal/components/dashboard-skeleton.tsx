import { dashboardPersonalMessages } from '@atiende/contracts/dashboard';

/** Cards shaped like the dashboard's (a heading, a figure, a few rows), never an empty state. */
export function DashboardSkeleton() {
  return (
    <div role="status" className="grid gap-4 lg:grid-cols-2" data-testid="dashboard-skeleton">
      <span className="sr-only">{dashboardPersonalMessages.common.loading}</span>
      {Array.from({ length: 4 }, (_, card) => (
        <div
          key={card}
          aria-hidden="true"
          className="space-y-3 rounded-lg border border-line bg-white p-4"
        >
          <span className="block h-4 w-32 rounded-sm bg-surface-2 motion-safe:animate-pulse" />
          <span className="block h-8 w-16 rounded-sm bg-surface-2 motion-safe:animate-pulse" />
          {Array.from({ length: 3 }, (_, row) => (
            <span
              key={row}
              className="block h-3 w-full rounded-sm bg-surface-2 motion-safe:animate-pulse"
            />
          ))}
        </div>
      ))}
    </div>
  );
}
